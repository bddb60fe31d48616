# es: results pages (see common.ftl for the conventions).

## The report of a game (report.html, report_pager.html, pages.rs)
report-title = informe
report-link = Informe
report-played = { $count ->
    [one] { $count } estudiante jugó
   *[other] { $count } estudiantes jugaron
}
report-roster-not-started = { $count ->
    [one] { $count } estudiante de la lista no ha empezado
   *[other] { $count } estudiantes de la lista no han empezado
}
report-follow-ups = Refuerzos
report-items = Análisis de preguntas
report-mastery = Dominio de la clase
report-csv-answers = CSV (respuestas)
report-csv-students = CSV (estudiantes)
report-xlsx = XLSX
report-to-mark = Por corregir a mano
report-to-mark-hint = La máquina no pudo corregir estas respuestas: la pregunta no tiene clave o pide una respuesta libre.
report-q = P{ $number }
report-no-answer = sin respuesta
report-marked-by = corregida por { $name }
report-by-hand = corregida a mano
report-students = Estudiantes
report-student = Estudiante
report-score = Puntuación
report-points = Puntos
report-time = Tiempo
report-has-not-started = no ha empezado
report-legend-right = correcta
report-legend-partly = en parte
report-legend-wrong = incorrecta
report-legend-to-mark = por corregir
report-by-topic-label = Acierto por tema
report-by-topic = Por tema
report-topic-questions = { $count } p.
report-no-topic = Sin tema
report-questions = Preguntas
report-question = Pregunta
report-question-number = Pregunta { $number }
report-pt = { $points } pt
report-key = Clave:
report-key-unknown = desconocida: corregir a mano
report-key-by-hand = (se corrige a mano)
report-accuracy-of = acierto { $value }
report-accuracy-hint = La puntuación es la parte de los puntos del cuestionario que obtuvo el alumno: una pregunta sin responder no suma ninguno. El acierto de una pregunta o de un tema cuenta solo las respuestas dadas, como el dominio; el análisis de preguntas cuenta a todos los jugadores, por eso su facilidad puede ser menor.
report-blank-count = en blanco { $count }
report-mean-time = tiempo medio { $value }
report-popular-wrong = Opción incorrecta más elegida: { $value }
report-accept-label = Aceptar otra respuesta
report-accept-button = Añadir y volver a corregir
report-responses-page = Respuestas de los estudiantes { $from } a { $to }
report-responses-all = Todas las respuestas ({ $count })
report-response = Respuesta
report-mark = Nota
report-change = Cambiar
report-blank = en blanco
report-seconds = { $value } s
report-notice-marked = Nota guardada.
report-notice-accepted = { $count ->
    [one] Respuesta aceptada añadida; { $count } respuesta corregida de nuevo.
   *[other] Respuesta aceptada añadida; { $count } respuestas corregidas de nuevo.
}
report-pager-label = Páginas de estudiantes
report-pager-range = Estudiantes { $from } a { $to } de { $total }
report-pager-previous = { $count } anteriores
report-pager-next = { $count } siguientes
report-follow-status = Refuerzos: { $status }
report-follow-auto = Refuerzos: se enviarán automáticamente cuando termine la partida (una tarea: en su fecha de entrega).

## Question kinds, as the results and library pages name them
report-kind-multiple_choice = Opción múltiple
report-kind-multiple_response = Respuesta múltiple
report-kind-true_false = Verdadero o falso
report-kind-short_answer = Respuesta corta
report-kind-numeric = Número
report-kind-matching = Emparejar
report-kind-ordering = Ordenar
report-kind-open = Respuesta abierta

## Marking by hand (mark_form.html)
mark-correct = correcta
mark-partial = en parte
mark-incorrect = incorrecta
mark-by-points = por puntos
mark-points-label = Puntos (opcional)
mark-points-placeholder = pts
mark-button = Corregir

## The pages of a quiz's questions (pager.html)
pager-label = Páginas de preguntas
pager-page = Página

## Item analysis (items.html)
items-title = análisis de preguntas
items-students = { $count ->
    [one] { $count } estudiante
   *[other] { $count } estudiantes
}
items-mean = media { $value }
items-sd = desviación típica { $value }
items-kr20 = KR-20 { $value }
items-alpha = α { $value }
items-sem = error típico de medida { $value }
items-unmarked = { $count ->
    [one] { $count } respuesta aún por corregir cuenta como 0
   *[other] { $count } respuestas aún por corregir cuentan como 0
}
items-hint = Facilidad: proporción de aciertos. Discriminación: correlación con el resto del cuestionario (baja o negativa: revise la pregunta). Las alertas invitan a revisar, no son veredictos; con una clase pequeña, las cifras varían mucho.
items-facility = Facilidad
items-discrimination = Discriminación
items-upper-lower = Grupo alto − grupo bajo
items-options = Opciones (todos · grupo alto · grupo bajo)
items-flags = Alertas
items-flag-miskeyed = clave probablemente errónea
items-flag-too_easy = demasiado fácil
items-flag-too_hard = demasiado difícil
items-flag-dead_distractors = distractores que nadie elige

## Mastery (mastery.html, mastery.rs)
mastery-short = dominio
mastery-title = Dominio por tema
mastery-lead = Cada celda: la proporción de la puntuación obtenida en las preguntas del tema, en todas las partidas de la clase · el número pequeño indica en cuántas respuestas se basa. Las respuestas aún por corregir a mano no se cuentan.
mastery-heat-map = Mapa de calor
mastery-heat-map-label = Dominio por estudiante y tema
mastery-empty = Ningún estudiante ha jugado todavía una partida de esta clase.
mastery-band-below = todavía no
mastery-band-approaching = en progreso
mastery-band-mastered = dominado
mastery-no-answers = sin respuestas
mastery-all-topics = Todos los temas
mastery-answers = Respuestas
mastery-cell-answers = { $count ->
    [one] { $count } respuesta
   *[other] { $count } respuestas
}
mastery-trend = Evolución (cada partida)
mastery-trend-label = { $count ->
    [one] Evolución en { $count } partida
   *[other] Evolución en { $count } partidas
}
mastery-low-label = «Todavía no» por debajo de (%)
mastery-high-label = «Dominado» a partir de (%)
mastery-set = Guardar los umbrales
mastery-notice-saved = Umbrales guardados.

## A student's record (student_record.html)
record-games = { $count ->
    [one] { $count } partida de esta clase
   *[other] { $count } partidas de esta clase
}
record-not-started = sin empezar
record-answer = Respuesta
record-key = Clave

## Follow-ups (follow_ups.html, follow_page.rs)
follow-title = refuerzos
follow-lead = Los estudiantes se agrupan según su puntuación en los umbrales de la clase. Cada grupo por debajo del dominio recibe las preguntas que sus estudiantes fallaron (con las opciones mezcladas de nuevo) y preguntas nuevas escritas a partir de los pasajes de donde salieron esas preguntas, como tarea solo para esos estudiantes. Los estudiantes que dominan el tema no reciben nada.
follow-sent = Enviados
follow-nothing-sent = Nada que enviar: no se pudo llegar a ningún estudiante por debajo del dominio.
follow-report = informe
follow-auto-pending = Estos refuerzos se enviarán automáticamente cuando termine la partida (una tarea: en su fecha de entrega). Puede enviarlos ahora, con sus cambios.
follow-group-label = { $band ->
    [below] Grupo «Todavía no»
   *[other] Grupo «Casi»
}
follow-band-below = Todavía no
follow-band-approaching = Casi
follow-leave-out = Dejar fuera
follow-nothing = Nada
follow-not-reachable = Jugaron con un apodo, así que ningún refuerzo puede llegarles:
follow-nothing-to-follow = Nada que reforzar.
follow-missed = { $count ->
    [one] Fallaron { $count } pregunta; el refuerzo la repite, junto con preguntas nuevas de su pasaje cuando el cuestionario se hizo a partir de un documento. Desmarque una pregunta para quitarla:
   *[other] Fallaron { $count } preguntas; el refuerzo las repite, junto con preguntas nuevas de sus pasajes cuando el cuestionario se hizo a partir de un documento. Desmarque una pregunta para quitarla:
}
follow-again = otra vez la pregunta { $number }
follow-new = nueva
follow-taken-out = quitada
follow-all-taken-out = Se han quitado todas las preguntas: este grupo no recibirá nada.
follow-left-out = Fuera
follow-at-mastery = Con dominio
follow-at-mastery-hint = Nada que enviar, salvo que los pase a un grupo.
follow-due-days = Entrega en (días)
follow-due-on = Entrega el
follow-due = entrega: { $date }
follow-new-questions = Preguntas nuevas por grupo
follow-preview = Mostrar con mis cambios
follow-send = Enviar los refuerzos
follow-sent-on = Enviados el { $date }.
follow-sent-auto-on = Enviados automáticamente el { $date }.
follow-notice-sent = Refuerzos enviados.
follow-notice-groups = Los refuerzos con sus cambios en los grupos: quite preguntas si lo desea y luego envíelos.
follow-notice-changes = Los refuerzos con sus cambios: envíelos si le parecen bien.
follow-notice-due = La fecha de entrega debe ser hoy o más tarde, y como mucho dentro de un año: los refuerzos no se enviaron.
follow-conflict-changed = Los resultados cambiaron desde esta vista previa (llegó una respuesta o una nota): revise de nuevo los refuerzos antes de enviarlos.
follow-conflict-sent = Los refuerzos de esta partida ya se enviaron: solo se envían una vez.
follow-conflict-sent-auto = Los refuerzos de esta partida ya se enviaron automáticamente: solo se envían una vez.
