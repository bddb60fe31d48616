# fr: live pages (see common.ftl for the conventions): the assign form, the
# teacher's dashboard and the projector (the wall screen of a live game).
# The wall addresses the whole class ("vous" plural); the dashboard and
# forms the teacher ("vous").

## Both live screens (dashboard.html, projector.html)
live-go-to = Allez sur
live-and-type = et tapez le code
live-code-label = Code de la partie { $code }
live-qr-label = QR code pour rejoindre la partie
live-controls = Commandes de la partie
live-start = Démarrer
live-reveal = Afficher les résultats
live-next = Suivante
live-open-game = Ouvrir la partie
live-end = Terminer
live-end-confirm = Terminer la partie pour tout le monde ?

## The projector (projector.html)
projector-page = projection
projector-lobby-label = Rejoindre la partie
projector-question-label = La question
projector-join-at = Rejoignez sur
projector-end-label = Fin de la partie
projector-podium = Podium
projector-live-counts = Afficher le nombre de réponses pendant la question

## The projector's script (projector.js): %count, %n… are filled in by the script
projector-js-reconnecting = reconnexion…
projector-js-times-up = Temps écoulé
projector-js-waiting-students = En attente des élèves
projector-js-students-in-one = %count élève connecté : lancez quand tout le monde est là
projector-js-students-in-other = %count élèves connectés : lancez quand tout le monde est là
projector-js-question-of = Question %n sur %count
projector-js-results-of = Résultats de la question %n sur %count
projector-js-open = Ouverte : les élèves jouent à leur rythme
projector-js-ended = La partie est terminée
projector-js-next = Suivante
projector-js-finish = Finir : terminer la partie
projector-js-last-confirm = C'était la dernière question. Terminer la partie pour tout le monde ?
projector-js-playing-one = %count élève en jeu
projector-js-playing-other = %count élèves en jeu
projector-js-answers-one = %count réponse
projector-js-answers-other = %count réponses
projector-js-joined-one = %count élève a rejoint la partie
projector-js-joined-other = %count élèves ont rejoint la partie
projector-js-waiting-first = En attente du premier élève…
projector-js-answered-one = %n sur %count a répondu
projector-js-answered-other = %n sur %count ont répondu
projector-js-answer-on-phone = Répondez sur votre téléphone
projector-js-right = Juste
projector-js-partly = En partie juste
projector-js-wrong = Faux
projector-js-leaderboard = Classement
projector-js-place-1 = 1re place
projector-js-place-2 = 2e place
projector-js-place-3 = 3e place
projector-js-points-one = %points point
projector-js-points-other = %points points
projector-js-well-played = Bravo à tous !
projector-js-students-one = %count élève
projector-js-students-other = %count élèves
projector-js-class-right = %percent de bonnes réponses pour la classe
projector-js-server-said = Le serveur a répondu %status.

## The dashboard (dashboard.html)
dashboard-page = tableau de bord
dashboard-due = à rendre le { $date }
dashboard-scoring = Notation : bonnes réponses
dashboard-speed-bonus = bonus de rapidité
dashboard-streaks = séries
dashboard-leaderboard-off = sans classement
dashboard-leaderboard-anonymous = classement anonyme
dashboard-leaderboard-top = classement des { $count } premiers
dashboard-timer = minuteur de { $seconds } s
dashboard-projector = Affichage projecteur
dashboard-report = Rapport
dashboard-how-to-join = Comment rejoindre la partie
dashboard-or-scan = ou scannez :
dashboard-now = En ce moment :
dashboard-current-question = Question en cours
dashboard-answers-by-student = Réponses par élève
dashboard-grid-title = Élèves × questions
dashboard-needs-js = Le tableau de bord en direct a besoin de JavaScript.
dashboard-legend-right = juste
dashboard-legend-partly = en partie
dashboard-legend-wrong = faux
dashboard-legend-not-yet = pas encore
dashboard-legend-skipped = passée
dashboard-legend-connected = connecté
dashboard-class-accuracy = Réussite de la classe
dashboard-by-question = Par question
dashboard-by-topic = Par thème
dashboard-rename = Renommer
dashboard-remove = Retirer
dashboard-remove-confirm = Retirer ce joueur de la partie ?
dashboard-related = La prochaine fois : quiz apparentés
dashboard-delete = Supprimer cette partie
dashboard-delete-confirm = Supprimer cette partie et toutes ses réponses ?

## The dashboard's script (dashboard.js)
dashboard-js-reconnecting = reconnexion…
dashboard-js-seconds-left = encore %seconds s
dashboard-js-times-up = temps écoulé
dashboard-js-phase-lobby = en attente des élèves
dashboard-js-phase-question = question ouverte
dashboard-js-phase-results = affichage des résultats
dashboard-js-phase-open = ouverte : les élèves jouent à leur rythme
dashboard-js-phase-ended = terminée
dashboard-js-lobby-one = %count élève a rejoint la partie : lancez quand tout le monde est là
dashboard-js-lobby-other = %count élèves ont rejoint la partie : lancez quand tout le monde est là
dashboard-js-question-of = question %n sur %count
dashboard-js-joined-one = %count inscrit
dashboard-js-joined-other = %count inscrits
dashboard-js-connected-one = %count connecté
dashboard-js-connected-other = %count connectés
dashboard-js-next = Suivante
dashboard-js-finish = Finir : terminer la partie
dashboard-js-last-confirm = C'était la dernière question. Terminer la partie pour tout le monde ?
dashboard-js-answered-one = %n sur %count a répondu
dashboard-js-answered-other = %n sur %count ont répondu
dashboard-js-now-question-of = Question %n sur %count
dashboard-js-right = Juste
dashboard-js-partly = En partie juste
dashboard-js-wrong = Faux
dashboard-js-to-mark = À corriger
dashboard-js-student = Élève
dashboard-js-score = Score
# A question's short name in the grid's columns: Q1, Q2…
dashboard-js-q = Q%n
dashboard-js-connected = connecté
dashboard-js-not-connected = non connecté
dashboard-js-cell = %name, %question : %label
dashboard-js-cell-not-yet = pas encore
dashboard-js-cell-right = juste
dashboard-js-cell-partly = en partie juste
dashboard-js-cell-to-mark = à corriger
dashboard-js-cell-wrong = faux
dashboard-js-cell-skipped = passée
dashboard-js-no-topic = Sans thème
dashboard-js-server-said = Le serveur a répondu %status.

## Playing with a class (assign.html, play/assign.rs)
assign-title = Jouer « { $title } »
assign-heading = Jouer avec une classe
assign-class = Classe
assign-new-class-option = Une nouvelle classe…
assign-new-class-name = Nom de la nouvelle classe
assign-new-class-hint = (seulement pour une nouvelle classe ; ajoutez la liste des élèves plus tard)
assign-how = Comment vont-ils jouer ?
assign-live = En direct
assign-live-hint = Vous faites passer la classe d'une question à l'autre, au vidéoprojecteur.
assign-self-paced = À son rythme, en classe
assign-self-paced-hint = Chacun avance à sa vitesse pendant que vous suivez le tableau de bord.
assign-homework = Devoir à la maison
assign-homework-hint = Il s'ouvre automatiquement entre les dates ci-dessous.
assign-opens = Ouverture
assign-due = À rendre
assign-for-homework = (devoir)
assign-scoring = Notation
assign-scoring-hint = Les bonnes réponses comptent d'abord ; le reste, c'est à vous de voir.
assign-feedback = Montrer les bonnes réponses et les explications
assign-feedback-hint = (après chaque réponse ; en direct : quand vous affichez les résultats)
assign-shuffle = Mélanger les choix pour chaque élève
assign-shuffle-hint = (le vidéoprojecteur garde votre ordre)
assign-speed-bonus = Bonus de rapidité
assign-speed-bonus-hint = (une bonne réponse rapporte toujours au moins la moitié)
assign-streak-bonus = Bonus de série
assign-timer = Minuteur par question
assign-timer-default = 20 s en direct, aucun à son rythme et pour les devoirs
assign-timer-none = Aucun (sauf si une question en fixe un)
assign-timer-seconds = { $seconds } s
assign-timer-minutes = { $count } min
assign-leaderboard = Classement
assign-leaderboard-off = Aucun : chaque élève ne voit que son propre score
assign-leaderboard-anonymous = Anonyme : rangs et scores, sans les noms
assign-leaderboard-top = Les { $count } premiers, avec leur nom
assign-after = Après la partie
assign-auto-follow-ups = Envoyer automatiquement les suivis
assign-auto-follow-ups-hint = (à la fin de la partie, ou à la date de rendu d'un devoir : chaque groupe en dessous de la maîtrise reçoit son propre devoir, avec les questions manquées et de nouvelles, à rendre dans le délai choisi ci-dessous ; vous pouvez toujours les consulter dans le rapport)
assign-unknown-keys = { $count ->
    [one] { $count } question n'a pas de réponse attendue.
   *[other] { $count } questions n'ont pas de réponse attendue.
}
assign-unknown-keys-lead = Leurs réponses ne peuvent pas être corrigées pendant la partie : elles vous attendront dans le rapport, à corriger à la main.
assign-give-keys = Donnez d'abord les réponses attendues
assign-or = ou :
assign-anyway = Jouer quand même en direct et corriger ces questions à la main ensuite
assign-submit = Obtenir un code de partie
assign-error-mode = Choisissez : en direct, à son rythme ou devoir à la maison.
assign-error-unknown-keys = { $count ->
    [one] { $count } question de ce quiz n'a pas de réponse attendue : ses réponses ne peuvent pas être corrigées en direct et vous attendront après la partie, à corriger à la main. Donnez d'abord la réponse attendue, ou cochez « Jouer quand même en direct ».
   *[other] { $count } questions de ce quiz n'ont pas de réponse attendue : leurs réponses ne peuvent pas être corrigées en direct et vous attendront après la partie, à corriger à la main. Donnez d'abord les réponses attendues, ou cochez « Jouer quand même en direct ».
}
assign-error-opens-time = L'heure d'ouverture n'est pas une date et une heure.
assign-error-due-time = L'heure de rendu n'est pas une date et une heure.
assign-error-due-before-opens = L'heure de rendu doit venir après l'heure d'ouverture.
assign-error-class = Choisissez une classe.
assign-error-new-class = Choisissez une classe, ou donnez un nom à une nouvelle.
assign-error-no-questions = Ce quiz n'a aucune question à jouer.

## A teacher's action on a game refused (game.rs ControlRefusal, teacher.rs)
control-moving = Cette partie passe sur un autre serveur : réessayez dans un instant.
control-ended = Cette partie est terminée.
control-started = Cette partie a déjà commencé.
control-nothing-open = Aucune question n’est ouverte : il n’y a pas de résultats à afficher.
control-self-paced = Les élèves avancent dans cette partie à leur rythme.
control-unknown-action = Action inconnue : utilisez start, reveal, next ou end.
control-same-name = Un autre joueur de cette partie a déjà ce nom.
