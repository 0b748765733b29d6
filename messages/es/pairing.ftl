# Emparejamientos (arbitro-pairing): sistema suizo holandés FIDE, tablas Berger.

## Errores
pairing-rounds-missing = El fichero del torneo no dice cuántas rondas tiene (registro 142 o XXR).
pairing-all-rounds-paired = { $rounds ->
    [one] La única ronda ya está emparejada.
   *[other] Las { $rounds } rondas ya están emparejadas.
  }
pairing-nothing-to-check = El fichero no tiene ninguna ronda emparejada que comprobar.
pairing-internal = La ronda { $round } puede emparejarse, pero el procedimiento de emparejamiento se detuvo: es un fallo de arbitro; por favor, comuníquelo adjuntando el fichero del torneo.
pairing-too-large = La ronda { $round } es demasiado grande para emparejarla: un grupo de puntuación necesita { $bits } bits de criterios, más que los { $available } disponibles.
pairing-berger-players = Un round robin necesita de 3 a 24 jugadores, no { $players }.
pairing-berger-round = La ronda { $round } no existe: el calendario tiene { $rounds } rondas.

## El generador de torneos aleatorios
pairing-generator-players = Un torneo generado necesita de 2 a 9999 jugadores, no { $players }.
pairing-generator-no-rounds = Un torneo generado necesita al menos una ronda.
pairing-generator-rounds-even = { $players } jugadores pueden jugar como máximo { $most } rondas, no { $rounds }: con un número par de jugadores todos juegan todas las rondas, y nadie se enfrenta dos veces al mismo rival (C1).
pairing-generator-rounds-odd = { $players } jugadores pueden jugar como máximo { $most } rondas, no { $rounds }: con un número impar de jugadores uno de ellos recibe el bye asignado por el emparejamiento en cada ronda y nadie lo recibe dos veces (C2), y nadie se enfrenta dos veces al mismo rival (C1).
pairing-generator-rate = La probabilidad { $what } debe estar entre 0 y 1, no { $value }.
pairing-rate-byes = de que un jugador falte a una ronda
pairing-rate-forfeits = de que una partida se pierda por incomparecencia
pairing-rate-withdrawals = de que un jugador se retire
pairing-rate-half-byes = de que un jugador tome un descanso de medio punto
pairing-rate-full-byes = de que un jugador tome un descanso de un punto
pairing-rate-zero-byes = de que un jugador falte con cero puntos
pairing-rate-double-forfeits = de que los dos jugadores de una partida pierdan por incomparecencia
pairing-rate-unrated-games = de que una partida jugada no sea valorable para Elo
pairing-generator-ratings = No se puede seguir la especificación de Elo «{ $text }»: random, list:R1,R2,… (uno por jugador), range:MÍN-MÁX:PASO o spread:MEDIA:DESVIACIÓN, con Elo de 1000 a 2900.
pairing-generator-ratings-count = Se han dado { $given } Elo para { $players } jugadores: dé uno por jugador.
pairing-generator-tie-break = Desempate desconocido «{ $code }»: use códigos de C.07 como BH/C1, SB, DE.
pairing-generator-seed = Semilla: { $seed } (repita el torneo con --seed { $seed }).
pairing-result-probabilities = Las probabilidades de resultado { $white-wins } (ganan las blancas) y { $draws } (tablas) deben estar entre 0 y 1 y sumar como mucho 1.
pairing-result-model = Modelo de resultados desconocido «{ $text }»: rating, uniform, o dos probabilidades separadas por una coma (ganan las blancas, tablas), como 0.3,0.4.
pairing-edition = Edición de las reglas desconocida «{ $text }»: 2026 o 2017.

## Una ronda que no puede emparejarse (la prueba, y qué puede hacer el árbitro)
pairing-seats = { $bye ->
    [yes] { $count ->
        [0] el bye
        [one] el jugador { $players } y el bye
       *[other] los jugadores { $players } y el bye
      }
   *[no] { $count ->
        [0] nadie
        [one] el jugador { $players }
       *[other] los jugadores { $players }
      }
  }
pairing-no-pairing = No existe ningún emparejamiento legal para la ronda { $round }: { $who } { $options } { $barred } { $remedies }
pairing-unpairable-alone = { $count ->
    [one] { $seats } no puede emparejarse: solo podría emparejarse con { $partners }.
   *[other] { $seats } no pueden emparejarse todos: cada uno solo puede emparejarse con { $partners }{ $partner-count ->
        [one] : un rival para { $count } de ellos.
       *[other] : { $partner-count } rivales para { $count } de ellos.
      }
  }
pairing-unpairable-closed = { $count ->
    [one] { $seats } no puede emparejarse: no hay nadie con quien pueda emparejarse.
   *[other] { $seats } no pueden emparejarse todos: solo pueden emparejarse dentro de { $groups ->
        [one] su grupo, que tiene
       *[other] sus { $groups } grupos, cada uno con
      } un número impar de miembros, así que { $groups ->
        [one] sobra uno.
       *[other] sobra uno en cada grupo.
      }
  }
pairing-unpairable-groups = { $seats } no pueden emparejarse todos: aparte de los emparejamientos dentro de { $groups ->
    [one] su grupo
   *[other] sus { $groups } grupos
  }, cada uno con un número impar de miembros, solo pueden emparejarse con { $partners }, y { $groups ->
    [one] el grupo necesita un rival así.
   *[other] los grupos necesitan { $groups } rivales así, uno cada uno.
  }
pairing-unpairable-option = { $count ->
    [0] { $seat }, con nadie
   *[other] { $seat }, solo con { $may-meet }
  }
pairing-unpairable-option-bye = { $count ->
    [0] el bye, para nadie
   *[other] el bye, solo para { $may-meet }
  }
pairing-unpairable-options = Rivales posibles: { $list }.
pairing-unpairable-barred = Cualquier otro emparejamiento suyo lo impide { $list }.
pairing-barred-rematch = el C1, sin repetir rival ({ $pairs ->
    [one] una pareja que ya se ha enfrentado
   *[other] { $pairs } parejas que ya se han enfrentado
  })
pairing-barred-bye = el C2, el bye ({ $pairs ->
    [one] un jugador que ya ha recibido
   *[other] { $pairs } jugadores que ya han recibido
  } el bye asignado por el emparejamiento o una victoria sin jugar)
pairing-barred-colour = el C3, colores absolutos ({ $pairs ->
    [one] una pareja cuyos dos jugadores deben llevar
   *[other] { $pairs } parejas cuyos dos jugadores deben llevar
  } { $colour ->
    [white] blancas
   *[black] negras
  })
pairing-barred-prohibited = los emparejamientos prohibidos del torneo ({ $pairs ->
    [one] una pareja
   *[other] { $pairs } parejas
  })
pairing-unpairable-remedies = Lo que puede hacer el árbitro principal: { $list }.
pairing-remedy-rematch = el C1 no tiene excepción, así que repetir rival solo es posible en un emparejamiento hecho a mano, que decide el árbitro principal y registra con su motivo; de acuerdo con el organizador, el torneo puede en cambio terminar con menos rondas de las previstas
pairing-remedy-bye = tampoco el C2 tiene excepción: con un número impar de jugadores, el grupo pasa a ser par si un jugador pide un bye que el reglamento permita, o el árbitro principal empareja a mano y registra el motivo
pairing-remedy-colour = el C3 solo cede ante los líderes en la última ronda; si no, solo un emparejamiento hecho a mano puede dar a un jugador una tercera partida con el mismo color, decidido y registrado por el árbitro principal
pairing-remedy-prohibited = un emparejamiento prohibido (registros 260 o XXP) puede levantarse si su motivo ya no se da
pairing-remedy-absences = compruebe las ausencias registradas para esta ronda, porque un jugador marcado como ausente por error cambia el emparejamiento

## El verificador (arbitro pair -c)
pairing-check-ok = Ronda { $round }: el emparejamiento sigue las reglas.
pairing-check-on-board = Ronda { $round }, tablero { $board }: { $detail }
pairing-check-in-round = Ronda { $round }: { $detail }
pairing-check-unexpected-game = La partida { $white }-{ $black } no es el emparejamiento de las reglas.
pairing-check-missing-game = Las reglas emparejan { $white }-{ $black }.
pairing-check-colours-reversed = Partida { $white }-{ $black }: las reglas dan las blancas a { $black }.
pairing-check-bye = Bye asignado por el emparejamiento: el fichero se lo da a { $recorded }, las reglas a { $expected }.
pairing-check-not-to-be-paired = Partida { $white }-{ $black }: uno de los jugadores no debía emparejarse en la ronda { $round }.
pairing-check-rematch = Partida { $white }-{ $black }: ya se han enfrentado (C1).
pairing-check-same-colour = Partida { $white }-{ $black }: los dos tienen preferencia absoluta por el mismo color (C3).
pairing-check-bye-not-allowed = El jugador { $player } no puede recibir el bye asignado por el emparejamiento (C2).
pairing-check-bye-not-to-be-paired = El jugador { $player } recibió el bye asignado por el emparejamiento, pero no debía emparejarse.
pairing-check-unpaired = El jugador { $player } está presente pero no está emparejado.
pairing-check-no-legal-pairing = Las reglas no encuentran ningún emparejamiento legal. { $proof }

## Explicaciones (arbitro pair --explain, la pantalla de rondas)
pairing-explain-title = Ronda { $round } emparejada por el sistema holandés FIDE (C.04.3, edición { $edition })
pairing-explain-blank = {""}
pairing-explain-group = { $moved-count ->
    [0] Grupo de puntuación { $score }: residentes { $residents }
   *[other] Grupo de puntuación { $score }: residentes { $residents }, descendidos { $moved-down }
  }
pairing-explain-pair = pareja { $higher } - { $lower }
pairing-explain-colours-title = Colores:
pairing-explain-colour = { $white } (blancas) - { $black } (negras): { $rule }
pairing-explain-list = { $list }
pairing-explain-pairs = { $most ->
    [0] C{ $criterion }: un grupo de un solo jugador, sin ninguna pareja posible dentro
   *[other] C{ $criterion }: { $pairs ->
        [0] ninguna pareja
        [one] una pareja
       *[other] { $pairs } parejas
      } de { $most } como máximo en el grupo: las más que aún permiten emparejar el resto de la ronda (C4)
  }
pairing-explain-moved-down = C{ $criterion }: descendidos emparejados: { $paired-count ->
    [0] ninguno
   *[other] { $paired }
  } de { $moved-down } (primero las puntuaciones más altas, después el orden de emparejamiento)
pairing-explain-exchanges = { $count ->
    [one] Hizo falta un intercambio
   *[other] Hicieron falta { $count } intercambios
  } entre S1 y S2 para cumplir los criterios (los menos posibles)
pairing-explain-colours = C{ $criterion }: { $missed ->
    [0] todos los jugadores reciben su color preferido
    [one] un jugador sin su color preferido
   *[other] { $missed } jugadores sin su color preferido
  }; C{ $strong-criterion }: { $strong ->
    [0] ninguno sin su preferencia fuerte
    [one] uno sin su preferencia fuerte
   *[other] { $strong } sin su preferencia fuerte
  }
pairing-explain-repeated-floats = C{ $down-criterion }/C{ $up-criterion }: descensos repetidos inevitables: { $down }; ascensos repetidos inevitables: { $up }
pairing-explain-floats-alone = El jugador { $player } desciende: no tiene ningún rival posible en el grupo (C1, C3){ $again ->
    [yes] ; además descendió en la ronda anterior
   *[no] {""}
  }
pairing-explain-floats = El jugador { $player } desciende: { $possible ->
    [one] tiene un rival posible
   *[other] tiene { $possible } rivales posibles
  } aquí, pero C{ $pairs } (parejas), C{ $next } (grupo siguiente) y los criterios de flotantes (C{ $first }-C{ $last }) lo dejan sin emparejar; los empates, por el orden de transposición{ $again ->
    [yes] ; además descendió en la ronda anterior
   *[no] {""}
  }
pairing-explain-bye = El jugador { $player } recibe el bye asignado por el emparejamiento: { $reasons }
pairing-explain-bye-score = C{ $criterion }: la puntuación más baja que puede tener quien recibe el bye ({ $score })
pairing-explain-bye-unplayed = C{ $criterion }: el menor número de partidas no jugadas ({ $played ->
    [one] una partida jugada
   *[other] { $played } partidas jugadas
  })
pairing-explain-bye-eligible = C2: puede recibirlo (no ha tenido antes un bye ni una victoria sin jugar)
pairing-explain-bye-eligible-unlike = C2: puede recibirlo, a diferencia de { $barred } (bye o victoria sin jugar anteriores)
pairing-explain-bye-order = después, el orden de emparejamiento (el jugador de menor clasificación)
pairing-colour-both = 5.2.1 se conceden las dos preferencias de color
pairing-colour-stronger = 5.2.2 se concede la preferencia de color más fuerte
pairing-colour-history = 5.2.3 colores alternados desde la última ronda en que fueron distintos
pairing-colour-higher-ranked = 5.2.4 se concede la preferencia del jugador mejor clasificado
pairing-colour-pairing-number = 5.2.5 el número de emparejamiento del jugador mejor clasificado y el color inicial
