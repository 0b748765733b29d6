# Faltas, sanciones y escala de sanciones (discipline.rs de arbitro-store):
# Leyes FIDE 12.9, 7.5.5, 9.5.2, 11.3.2.2 y la AM-AC del reglamento.

## Faltas
discipline-fault-marked-cards = marcar cartas
discipline-fault-shuffle-manipulation = manipular el barajado
discipline-fault-improper-communication = comunicación indebida
discipline-fault-unauthorised-device = dispositivo no autorizado
discipline-fault-showing-hand = mostrar la mano para confundir
discipline-fault-passing-cards = pasar cartas
discipline-fault-illegal-move = jugada ilegal
discipline-fault-incorrect-claim = reclamación de tablas incorrecta
discipline-fault-disturbing = molestar al rival
discipline-fault-other = otra infracción

## Sanciones (FIDE 12.9), con sus parámetros
discipline-penalty-warning = amonestación
discipline-penalty-increase-opponent-time = { $seconds } s más al rival
discipline-penalty-reduce-offender-time = { $seconds } s menos al infractor
discipline-penalty-increase-opponent-points = puntuación máxima al rival
discipline-penalty-reduce-offender-points = puntuación del infractor reducida a { $points }
discipline-penalty-game-lost = partida perdida (rival: { $points })
discipline-penalty-fine = multa de { $amount }
discipline-penalty-excluded-from-rounds = { $count ->
    [one] excluido de la ronda { $rounds }
   *[other] excluido de las rondas { $rounds }
}
discipline-penalty-expulsion = expulsión del torneo
discipline-penalty-game-drawn = partida tablas

discipline-no-sanction = sin sanción

## Tipos de sanción (sin sus parámetros)
discipline-kind-warning = amonestación
discipline-kind-increase-opponent-time = tiempo añadido al rival
discipline-kind-reduce-offender-time = tiempo quitado al infractor
discipline-kind-increase-opponent-points = puntuación máxima al rival
discipline-kind-reduce-offender-points = puntuación del infractor reducida
discipline-kind-game-lost = partida perdida
discipline-kind-fine = multa
discipline-kind-excluded-from-rounds = exclusión de rondas
discipline-kind-expulsion = expulsión del torneo
discipline-kind-game-drawn = partida tablas

## Lo que necesita una sanción
discipline-needs-time = Una sanción de tiempo necesita el tiempo (en segundos).
discipline-needs-amount = Una multa necesita su importe, tal como se anunció (FIDE 12.9.7).
discipline-needs-rounds = Una exclusión necesita sus rondas (FIDE 12.9.8).

## La escala de sanciones (AM-AC)
discipline-step-warning = amonestación
discipline-step-time-adjustment = ajuste de tiempo
discipline-step-loss-of-game = pérdida de la partida
discipline-step-expulsion = expulsión

## Por qué la escala sugiere lo que sugiere
discipline-why-first-illegal-move = Primera jugada ilegal completada en esta partida: { $seconds } s más para el rival (FIDE 7.5.5).
discipline-why-second-illegal-move-no-mate = Segunda jugada ilegal completada en esta partida, pero el rival no puede dar mate con ninguna serie de jugadas legales: la partida es tablas (FIDE 7.5.5).
discipline-why-second-illegal-move = Segunda jugada ilegal completada en esta partida: la partida se pierde (FIDE 7.5.5).
discipline-why-incorrect-claim = Reclamación de tablas incorrecta: { $seconds } s más para el rival (FIDE 9.5.2).
discipline-why-ladder = { $previous ->
    [0] Ninguna incidencia anterior sancionada de este tipo: la escala AM-AC empieza por { $step }.
    [one] Una incidencia anterior sancionada de este tipo: el siguiente paso de la escala AM-AC es { $step }.
   *[other] { $previous } incidencias anteriores sancionadas de este tipo: el siguiente paso de la escala AM-AC es { $step }.
}
discipline-why-ladder-device = { $previous ->
    [0] Ninguna incidencia anterior sancionada de este tipo, pero un dispositivo no autorizado pierde la partida (FIDE 11.3.2.2): { $step }.
    [one] Una incidencia anterior sancionada de este tipo; un dispositivo no autorizado pierde la partida (FIDE 11.3.2.2): { $step }.
   *[other] { $previous } incidencias anteriores sancionadas de este tipo; un dispositivo no autorizado pierde la partida (FIDE 11.3.2.2): { $step }.
}

## Lo que hizo una sanción, o su corrección (Effect)
discipline-effect-time-added = reloj: { $seconds } s más al rival
discipline-effect-time-to-add-by-hand = ningún reloj anotado en el tablero { $board }: sume { $seconds } s al reloj del rival a mano
discipline-effect-time-removed = reloj: { $seconds } s menos al infractor
discipline-effect-time-to-remove-by-hand = ningún reloj anotado en el tablero { $board }: reste { $seconds } s a mano
discipline-effect-result-set = resultado de la ronda { $round }, tablero { $board }: { $result }
discipline-effect-result-as-given = resultado de la ronda { $round }, tablero { $board }: { $result } (el indicado)
discipline-effect-result-restored = resultado de la ronda { $round }, tablero { $board } devuelto a { $result }
discipline-effect-excluded = excluido de la ronda { $round } (descanso de cero puntos)
discipline-effect-expelled = expulsado: no se le empareja después de la ronda { $round }
discipline-effect-time-taken-back = reloj de la ronda { $round }, tablero { $board }: se deshacen los { $seconds } s de la sanción { $sanction } ({ $white ->
        [yes] blancas
       *[no] negras
    })
discipline-effect-time-stays = el reloj de la ronda { $round }, tablero { $board }, ya no corre: los { $seconds } s de la sanción { $sanction } quedan como se jugaron
discipline-effect-exclusion-stays = la ronda { $round } ya está emparejada: la exclusión queda como se jugó
discipline-effect-exclusion-lifted = exclusión de la ronda { $round } levantada
discipline-effect-expulsion-lifted = expulsión levantada: se le vuelve a emparejar desde la ronda { $round }
