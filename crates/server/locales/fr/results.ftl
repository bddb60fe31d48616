# fr: results pages (see common.ftl for the conventions).

## The report of a game (report.html, report_pager.html, pages.rs)
report-title = rapport
report-link = Rapport
report-played = { $count ->
    [one] { $count } élève a joué
   *[other] { $count } élèves ont joué
}
report-roster-not-started = { $count ->
    [one] { $count } élève de la liste n'a pas commencé
   *[other] { $count } élèves de la liste n'ont pas commencé
}
report-follow-ups = Suivis
report-items = Analyse des questions
report-mastery = Maîtrise de la classe
report-csv-answers = CSV (réponses)
report-csv-students = CSV (élèves)
report-xlsx = XLSX
report-to-mark = À corriger à la main
report-to-mark-hint = La machine n'a pas pu corriger ces réponses : la question n'a pas de corrigé, ou demande une réponse libre.
report-q = Q{ $number }
report-no-answer = pas de réponse
report-marked-by = corrigée par { $name }
report-by-hand = corrigée à la main
report-students = Élèves
report-student = Élève
report-score = Score
report-points = Points
report-time = Temps
report-has-not-started = n'a pas commencé
report-legend-right = juste
report-legend-partly = en partie
report-legend-wrong = faux
report-legend-to-mark = à corriger
report-by-topic-label = Réussite par thème
report-by-topic = Par thème
report-topic-questions = { $count } q.
report-no-topic = Sans thème
report-questions = Questions
report-question = Question
report-question-number = Question { $number }
report-pt = { $points } pt
report-key = Corrigé :
report-key-unknown = inconnu : à corriger à la main
report-key-by-hand = (corrigé à la main)
report-accuracy-of = réussite { $value }
report-accuracy-hint = Le score est la part des points du quiz obtenue par l'élève : une question sans réponse n'en rapporte aucun. La réussite d'une question ou d'un thème ne compte que les réponses données, comme la maîtrise ; l'analyse des questions compte chaque joueur, sa facilité peut donc être plus basse.
report-blank-count = vides { $count }
report-mean-time = temps moyen { $value }
report-popular-wrong = Mauvaise réponse la plus choisie : { $value }
report-accept-label = Accepter une autre réponse
report-accept-button = Ajouter et recorriger
report-responses-page = Réponses des élèves { $from } à { $to }
report-responses-all = Toutes les réponses ({ $count })
report-response = Réponse
report-mark = Note
report-change = Modifier
report-blank = vide
report-seconds = { $value } s
report-notice-marked = Note enregistrée.
report-notice-accepted = { $count ->
    [one] Réponse acceptée ajoutée ; { $count } réponse recorrigée.
   *[other] Réponse acceptée ajoutée ; { $count } réponses recorrigées.
}
report-pager-label = Pages d'élèves
report-pager-range = Élèves { $from } à { $to } sur { $total }
report-pager-previous = { $count } précédents
report-pager-next = { $count } suivants
report-follow-status = Suivis : { $status }
report-follow-auto = Suivis : ils partiront automatiquement à la fin de la partie (pour un devoir : à son échéance).

## Question kinds, as the results and library pages name them
report-kind-multiple_choice = Choix multiple
report-kind-multiple_response = Réponses multiples
report-kind-true_false = Vrai ou faux
report-kind-short_answer = Réponse courte
report-kind-numeric = Nombre
report-kind-matching = Association
report-kind-ordering = Mise en ordre
report-kind-open = Réponse libre

## Marking by hand (mark_form.html)
mark-correct = juste
mark-partial = en partie
mark-incorrect = faux
mark-by-points = en points
mark-points-label = Points (facultatif)
mark-points-placeholder = pts
mark-button = Noter

## The pages of a quiz's questions (pager.html)
pager-label = Pages de questions
pager-page = Page

## Item analysis (items.html)
items-title = analyse des questions
items-students = { $count ->
    [one] { $count } élève
   *[other] { $count } élèves
}
items-mean = moyenne { $value }
items-sd = écart-type { $value }
items-kr20 = KR-20 { $value }
items-alpha = α { $value }
items-sem = erreur type de mesure { $value }
items-unmarked = { $count ->
    [one] { $count } réponse encore à corriger compte pour 0
   *[other] { $count } réponses encore à corriger comptent pour 0
}
items-hint = Facilité : part de réponses justes. Discrimination : corrélation avec le reste du quiz (faible ou négative : regardez la question). Les alertes invitent à regarder, ce ne sont pas des verdicts ; avec une petite classe, les chiffres varient beaucoup.
items-facility = Facilité
items-discrimination = Discrimination
items-upper-lower = Groupe fort − groupe faible
items-options = Options (tous · groupe fort · groupe faible)
items-flags = Alertes
items-flag-miskeyed = corrigé probablement erroné
items-flag-too_easy = trop facile
items-flag-too_hard = trop difficile
items-flag-dead_distractors = distracteurs jamais choisis

## Mastery (mastery.html, mastery.rs)
mastery-short = maîtrise
mastery-title = Maîtrise par thème
mastery-lead = Chaque case : la part des points obtenus aux questions du thème, sur toutes les parties de la classe · le petit nombre indique sur combien de réponses elle repose. Les réponses encore à corriger à la main ne sont pas comptées.
mastery-heat-map = Carte de chaleur
mastery-heat-map-label = Maîtrise par élève et par thème
mastery-empty = Aucun élève n'a encore joué de partie de cette classe.
mastery-band-below = pas encore
mastery-band-approaching = en progrès
mastery-band-mastered = maîtrisé
mastery-no-answers = aucune réponse
mastery-all-topics = Tous les thèmes
mastery-answers = Réponses
mastery-cell-answers = { $count ->
    [one] { $count } réponse
   *[other] { $count } réponses
}
mastery-trend = Évolution (chaque partie)
mastery-trend-label = { $count ->
    [one] Évolution sur { $count } partie
   *[other] Évolution sur { $count } parties
}
mastery-low-label = « Pas encore » en dessous de (%)
mastery-high-label = « Maîtrisé » à partir de (%)
mastery-set = Enregistrer les seuils
mastery-notice-saved = Seuils enregistrés.

## A student's record (student_record.html)
record-games = { $count ->
    [one] { $count } partie de cette classe
   *[other] { $count } parties de cette classe
}
record-not-started = pas commencé
record-answer = Réponse
record-key = Corrigé

## Follow-ups (follow_ups.html, follow_page.rs)
follow-title = suivis
follow-lead = Les élèves sont regroupés selon leur score dans les seuils de la classe. Chaque groupe en dessous de la maîtrise reçoit les questions manquées par ses élèves (choix remélangés) et de nouvelles questions tirées des passages d'où venaient ces questions, en devoir pour ces élèves seulement. Les élèves qui maîtrisent ne reçoivent rien.
follow-sent = Envoyés
follow-nothing-sent = Rien à envoyer : aucun élève en dessous de la maîtrise n'a pu être joint.
follow-report = rapport
follow-auto-pending = Ces suivis partiront automatiquement à la fin de la partie (pour un devoir : à son échéance). Vous pouvez aussi les envoyer dès maintenant, avec vos modifications.
follow-group-label = { $band ->
    [below] Groupe « Pas encore »
   *[other] Groupe « Presque »
}
follow-band-below = Pas encore
follow-band-approaching = Presque
follow-leave-out = Laisser de côté
follow-nothing = Rien
follow-not-reachable = Ont joué sous un pseudo, aucun suivi ne peut donc leur parvenir :
follow-nothing-to-follow = Rien à reprendre.
follow-missed = { $count ->
    [one] Ils ont manqué { $count } question ; le suivi la reprend, avec de nouvelles questions tirées de son passage quand le quiz a été créé à partir d'un document. Décochez une question pour la retirer :
   *[other] Ils ont manqué { $count } questions ; le suivi les reprend, avec de nouvelles questions tirées de leurs passages quand le quiz a été créé à partir d'un document. Décochez une question pour la retirer :
}
follow-again = question { $number } reprise
follow-new = nouvelle
follow-taken-out = retirée
follow-all-taken-out = Toutes les questions sont retirées : ce groupe ne recevra rien.
follow-left-out = Laissés de côté
follow-at-mastery = Maîtrise atteinte
follow-at-mastery-hint = Rien à envoyer, sauf si vous les placez dans un groupe.
follow-due-days = À rendre dans (jours)
follow-due-on = À rendre le
follow-due = échéance : { $date }
follow-new-questions = Nouvelles questions par groupe
follow-preview = Afficher avec mes modifications
follow-send = Envoyer les suivis
follow-sent-on = Envoyés le { $date }.
follow-sent-auto-on = Envoyés automatiquement le { $date }.
follow-notice-sent = Suivis envoyés.
follow-notice-groups = Les suivis avec vos modifications des groupes : retirez des questions si vous le souhaitez, puis envoyez-les.
follow-notice-changes = Les suivis avec vos modifications : envoyez-les s'ils vous conviennent.
follow-notice-due = La date limite doit être aujourd’hui ou plus tard, et dans un an au plus : les suivis n’ont pas été envoyés.
follow-conflict-changed = Les résultats ont changé depuis cet aperçu (une réponse ou une note est arrivée) : vérifiez de nouveau les suivis avant de les envoyer.
follow-conflict-sent = Les suivis de cette partie ont déjà été envoyés : ils ne partent qu'une fois.
follow-conflict-sent-auto = Les suivis de cette partie ont déjà été envoyés automatiquement : ils ne partent qu'une fois.
