# es: library pages (see common.ftl for the conventions).

## The sharing panel of the review screen (library_panel.html)
library-sharing = Compartir
library-based-on = Basado en
library-since-deleted = eliminado desde entonces
library-copied = { $count ->
    [one] Copiado { $count } vez
   *[other] Copiado { $count } veces
}
library-played-in = { $count ->
    [one] jugado en { $count } partida
   *[other] jugado en { $count } partidas
}
library-who-sees = Quién puede verlo
library-only-me = Solo yo
library-every-teacher = Todos los docentes de este servidor
library-anyone = Cualquiera con el enlace
library-public-page = página pública
library-subject = Materia
library-subject-suggested = Sugerida a partir de las preguntas: { $value }
library-grade = Curso
library-grade-suggested = Sugerido a partir de la redacción de las preguntas: { $value }
library-tags = Otras etiquetas, separadas por comas
library-save-sharing = Guardar el uso compartido
library-related = Cuestionarios relacionados
library-no-related-yours = Todavía no hay cuestionarios relacionados entre los que usted puede ver.
library-no-related = Todavía no hay cuestionarios relacionados.

## Why a quiz is related (library/pages.rs)
library-why-copied-from = Este cuestionario se copió de él
library-why-follow-up = Un refuerzo hecho a partir de este cuestionario
library-why-cover = Ambos tratan { $list }
library-why-tagged = También etiquetado como { $subject }
library-why-close = Contenido parecido
library-why-ask = Ambos preguntan sobre { $list }

## A shared quiz's page (library_quiz.html)
library-grade-of = curso { $value }
library-copied-times = copiado { $count } veces
library-public = público
library-use = Usar este cuestionario
library-use-hint = Al usarlo se pone una copia en sus cuestionarios, para cambiarla y jugarla como quiera; este se queda como está.
library-use-sign-up = Regístrese o inicie sesión (es gratis en este servidor) y vuelva a esta página para copiarlo en sus cuestionarios.

## Searching the library (library_search.html)
library-discover-shared = Descubrir cuestionarios compartidos
library-search-label = Buscar cuestionarios
library-search-placeholder = Palabras de una pregunta, un tema, un título…
library-in = En
library-scope-school = Míos y compartidos
library-scope-mine = Solo míos
library-any = Cualquiera
library-language-en = Inglés
library-language-fr = Francés
library-language-de = Alemán
library-language-es = Español
library-kind = Tipo de pregunta
library-length = Extensión
library-length-short = Hasta 10 preguntas
library-length-medium = De 11 a 25
library-length-long = Más de 25
library-played = Jugado
library-played-any = En cualquier momento o nunca
library-played-month = En los últimos 30 días
library-played-year = En el último año
library-no-results = Ningún cuestionario que usted pueda ver coincide. Pruebe con menos palabras u otros filtros.
library-view = Ver
library-yours = suyo ({ $visibility })
library-visibility-private = privado
library-visibility-school = centro
library-visibility-public = público
library-shared = compartido

## Discover (discover.html)
discover-search-library = Buscar en la biblioteca
discover-lead-teacher = Cuestionarios que otros docentes comparten con este centro o públicamente, por materia.
discover-lead-public = Cuestionarios públicos creados por docentes de este servidor, por materia.
discover-empty = Todavía no se ha compartido nada.
discover-other = otros

## Refused tags (library/mod.rs)
library-tag-too-long = Una etiqueta puede tener como máximo { $max } caracteres.
library-too-many-tags = Un cuestionario puede tener como máximo { $max } etiquetas.
