# La orden arbitro: verify, backup, restore (el archivo del torneo entero).

cli-verify-intact = { $file }: registro íntegro — { $entries ->
    [one] una entrada del registro
   *[other] { $entries } entradas del registro
  }, firmadas y encadenadas; { $rows ->
    [one] una fila de las tablas recalculada
   *[other] { $rows } filas de las tablas recalculadas
  } a partir del registro; { $backups ->
    [0] ninguna copia de seguridad comprobada
    [one] una copia de seguridad comprobada
   *[other] { $backups } copias de seguridad comprobadas
  }. Cabeza { $head }
cli-verify-not-intact = { $file }: registro NO íntegro — { $problems ->
    [one] un problema
   *[other] { $problems } problemas
  }:
cli-verify-key = clave { $key } ({ $label }): { $entries ->
    [one] una entrada firmada
   *[other] { $entries } entradas firmadas
  } desde la entrada { $introduced }
cli-verify-key-here = clave { $key } ({ $label }, esta instalación): { $entries ->
    [one] una entrada firmada
   *[other] { $entries } entradas firmadas
  } desde la entrada { $introduced }
cli-verify-note = nota: { $note }
cli-backup-written = copia de seguridad escrita en { $file } (cabeza { $head })
cli-backup-none = { $file }: no hay copias de seguridad
cli-backup-ok = { $file } ({ $at }): cabeza { $head }, supera la verificación
cli-backup-other-line = { $file } ({ $at }): cabeza { $head }, supera la verificación, pero el registro del torneo ya no tiene esa cabeza (¿abandonada por una restauración?)
cli-backup-not-intact = { $file } ({ $at }): cabeza { $head }, NO supera la verificación — { $problems ->
    [one] un problema
   *[other] { $problems } problemas
  }:
cli-backup-unreadable = { $file }: no se puede leer — { $error }
cli-restore-done = { $file } restaurado desde { $backup } (cabeza { $head })
cli-restore-kept = el archivo sustituido se ha guardado como { $copy }
