# fr: review pages (see common.ftl for the conventions).

## A question's kind (view::kind_label's words; nav.kind)
kind-multiple_choice = Choix multiple
kind-multiple_response = Réponses multiples
kind-true_false = Vrai ou faux
kind-short_answer = Réponse courte
kind-numeric = Nombre
kind-matching = Association
kind-ordering = Mise en ordre
kind-open = Réponse libre

## The review screen (review.html)
review-title-label = Titre du quiz
review-save-title = Enregistrer le titre
review-play = Jouer avec une classe
review-download = Télécharger
review-loses = perd { $count }
review-delete = Supprimer
review-need-answer = { $count ->
    [one] { $count } attend votre réponse
   *[other] { $count } attendent votre réponse
}
review-all-known = toutes les réponses sont connues
review-show = Afficher :
review-show-all = { $count ->
    [one] la question
   *[other] les { $count } questions
}
review-show-unanswered = { $count ->
    [one] seulement celle qui attend une réponse
   *[other] seulement les { $count } qui attendent une réponse
}
review-flagged-label = Questions qui attendent une réponse
review-flagged = À compléter :
review-generated = écrite par quizforge
review-unknown-answer = Réponse absente du document : choisissez-la
review-question = Question
review-stimulus = Passage affiché avec la question
review-choices = Choix
review-choices-many = cochez chaque bonne réponse ; videz une case pour la retirer
review-choices-one = choisissez la bonne réponse ; videz une case pour la retirer
review-mark-correct = Marquer { $letter } comme juste
review-is-correct = est juste
review-choice-label = Choix { $letter }
review-add-choice = Ajouter un choix
review-accepted = Réponses acceptées, une par ligne
review-accepted-star = remplace n’importe quoi
review-answer = Réponse
review-tolerance = Plus ou moins
review-pairs = Paires, une par ligne :
review-pairs-form = gauche = droite
review-pairs-right = droite
review-pairs-distractor = seul ajoute un leurre
review-items = Éléments dans le bon ordre, un par ligne
review-points = Points
review-time-limit = Temps limite (s)
review-time-none = aucun
review-topic = Thème
review-explanation = Explication montrée après la réponse
review-save-question = Enregistrer la question { $number }
review-move-up = Monter
review-move-up-label = Monter la question { $number }
review-move-down = Descendre
review-move-down-label = Descendre la question { $number }
review-duplicate = Dupliquer
review-duplicate-label = Dupliquer la question { $number }
review-delete-confirm = Supprimer la question { $number } ?
review-delete-label = Supprimer la question { $number }
review-source-label = D’où vient la question { $number }
review-source-line = Tirée du document, ligne { $line }
review-source-none = Écrite ici, pas tirée du document.
review-suggestions = { $count ->
    [one] Suggestions : { $count } autre question écrite mais mise de côté
   *[other] Suggestions : { $count } autres questions écrites mais mises de côté
}
review-suggestions-hint = quizforge les a écrites à partir du document mais ne les a pas mises dans le quiz ; chacune dit pourquoi. Ajoutez celles que vous voulez : chacune prend place dans le quiz là où son passage se trouve dans le document.
review-correct = Juste :
review-held-back = Mise de côté :
review-suggestion-add = Ajouter au quiz
review-suggestion-dismiss = Écarter
suggestion-removed = vous l'avez retirée du quiz : ajoutez-la de nouveau si vous la voulez
review-add-head = Ajouter une question
review-add-kind = Type
review-add-placeholder = Tapez la question
review-add = Ajouter
review-more-head = D’autres questions du même document
review-more-count = Combien
review-more-add = Ajouter des questions qui n’y sont pas encore
review-explain-link = Pourquoi ces questions ? Voir ce qui a été fait de chaque phrase du document

## The review screen's script (review.js)
review-js-kept = Modifications pas encore enregistrées, conservées d’avant.
review-js-discard = Les abandonner

## What is wrong with an edit (edit.rs); $value is what the teacher typed
edit-points = Les points doivent être un nombre positif ou nul, pas « { $value } ».
edit-time-limit = Le temps limite est un nombre entier de secondes, pas « { $value } ».
edit-empty-prompt = La question a besoin d’un texte.
edit-too-few-choices = Donnez au moins { $min } choix.
edit-empty-choice = Le choix { $number } est vide.
edit-too-few-items = Donnez au moins 2 éléments à mettre en ordre.
edit-coin-toss-ordering = Deux éléments à mettre en ordre, c’est pile ou face : un élève qui devine a raison une fois sur deux. Ajoutez un troisième élément, ou faites-en une question vrai/faux.
edit-coin-toss-matching = Deux paires à associer, c’est pile ou face : un élève qui devine a raison une fois sur deux. Ajoutez une troisième paire, ou faites-en une question à choix multiple.
edit-one-correct = Marquez un seul choix comme juste (ou faites-en une question à réponses multiples).
edit-numbers = La réponse et sa marge doivent être des nombres.
edit-pairs = Écrivez chaque paire sous la forme « gauche = droite ».
edit-not-saved = Pas enregistré : { $problem }
edit-conflict = Ce quiz a changé depuis que vous l’avez ouvert (dans un autre onglet, ou le formulaire a été envoyé deux fois). Votre modification est affichée ici, pas encore enregistrée : comparez-la à la dernière version et enregistrez à nouveau.
edit-first = Premier
edit-second = Deuxième
edit-third = Troisième
edit-new-question = Nouvelle question
edit-first-choice = Premier choix
edit-second-choice = Deuxième choix

## Splitting a choice run together (review.html, review.js)
review-run-together = On dirait plusieurs choix collés : ✂ les sépare en choix distincts.
review-js-split = Couper ce choix au curseur (ou à ses grands espaces)
review-js-split-how = Placez le curseur là où commence le choix suivant, puis appuyez sur ✂.
review-js-choice = Choix %letter
review-js-mark-correct = Marquer %letter comme juste

## Images of a question and its choices (review.html, images.rs)
review-images = Images
review-image-alt-question = Ce que montre l’image de la question
review-image-alt-choice = Ce que montre l’image du choix { $letter }
review-image-alt-missing = Pas encore décrite : dites ce qu’elle montre
review-image-remove = Retirer cette image
review-image-add = Ajouter une image
review-image-file = Une image (PNG, JPEG, GIF ou WebP ; les grandes sont réduites), ou collez-en une ici
review-image-url = Ou son adresse sur le web (récupérée une fois et gardée ici)
review-image-alt = Ce qu’elle montre, pour les élèves qui ne peuvent pas la voir (obligatoire)
review-image-place = Avec
review-image-place-question = la question
review-image-save = Ajouter l’image
review-js-pasted = Image collée : %name

## Why these questions? (explain.html; what the forge did with each sentence is the forge's own English)
explain-title = Pourquoi ces questions : { $title }
explain-back = Retour à « { $title } »
explain-heading = Pourquoi ces questions ?
explain-lead = { $count ->
    [one] Ce que la forge a fait de chaque phrase du document, pour { $count } question demandée.
   *[other] Ce que la forge a fait de chaque phrase du document, pour { $count } questions demandées.
}
explain-none = Ce quiz n’a pas été fait à partir d’un texte rédigé : il n’y a rien à expliquer, chaque question y est telle qu’écrite.
explain-place = ligne { $line }, colonne { $column }
explain-terms-heading = Termes trouvés par la forge
explain-terms-lead = Les questions ne portent que sur ce que la forge reconnaît comme enseigné par le document : les termes qu’il définit, énumère ou emploie sans cesse, et les personnes et noms qu’il répète.
explain-terms-none = Aucun terme trouvé : le document ne définit, n’énumère ni ne répète aucun terme que la forge reconnaisse.

## The forge's account, said in the page's language (forge_words.rs)
unfit-length = moins de 6 ou plus de 40 mots
unfit-not-a-statement = pas une affirmation (un titre, un fragment ou une question)
unfit-formula = une formule ou une équation
unfit-fused-heading = un titre y est collé
unfit-no-capital = ne commence pas comme une phrase
unfit-starts-with-reference = commence par un mot qui a besoin de la phrase précédente
unfit-noise = contient du texte abîmé ou bruité
unfit-points-back = un pronom ou « ceci » a besoin de la phrase précédente
unfit-leaves-unnamed = désigne quelque chose (« elle », « le projet ») que seule la phrase précédente nomme
unfit-half-a-comparison = une comparaison sans son autre moitié
unfit-talks-to-reader = s’adresse au lecteur
unfit-points-elsewhere = renvoie à une autre partie du livre
unfit-furniture = contient un en-tête ou un pied de page
unfit-unbalanced = parenthèses ou guillemets déséquilibrés
unfit-debris = surtout des nombres ou des lettres isolées (un tableau ou une figure)
unfit-few-content-words = trop peu de mots porteurs de sens
unfit-foreign = dans une autre langue que le quiz
unfit-unknown-word = contient un mot absent de tout dictionnaire (texte abîmé ?)
unfit-only-frames = dit seulement qu'il existe des sortes ou des façons de quelque chose, sans en nommer aucune
unfit-refuted-view = expose une opinion que le texte réfute ensuite
family-glossary = terme du glossaire
family-matching = association
family-definition = terme
family-year = année
family-quantity = nombre
family-true-false = vrai/faux
family-labelled = élément d’une liste à étiquettes
family-order = remise en ordre
family-person = personne
family-short-answer = réponse tapée
left-out-invalid = pas une question valide
left-out-leaks-imported = donnerait la réponse d’une question que contient le document
left-out-true-false-capped = les questions vrai/faux sont limitées à un cinquième du quiz, moins d’un tiers quand le document en donne trop peu d’autres
left-out-same-answer = une question retenue a la même réponse
left-out-same-sentence = une question retenue porte sur la même phrase
left-out-nearly-same = une question retenue demande presque la même chose
left-out-its-answer-shown = une question retenue montre sa réponse
left-out-shows-an-answer = elle montre la réponse d’une question retenue
left-out-quiz-full = le quiz était plein : des questions plus solides sont passées avant
left-out-everyday-word = une réponse à taper sur un mot courant : d’autres mots rempliraient aussi bien le blanc
left-out-short-sentence = une réponse à taper sur une phrase courte : trop peu autour du blanc pour savoir quelle est la réponse
left-out-figure-is-the-fact = sa phrase enseigne un chiffre, qui reste visible : le blanc demande ce qu’elle ne fait que nommer
left-out-year-in-passing = l’année d’un détail cité en passant : elle ne nomme ni loi, ni institution, ni fondation
left-out-cited-statistic = une part de personnes, une somme d’argent ou une part qu’une source rapporte : rarement ce qu’une leçon enseigne
left-out-topic-word = une réponse à saisir sur le sujet du document, un mot de deux phrases sur cinq : le fait qui l’entoure n’est pas vérifié
left-out-clue-shared = une réponse à saisir dont la phrase dit la même chose d’un autre terme : l’indice ne désigne pas une seule réponse
left-out-hint-shared = une réponse à saisir dont l’indice de lettres convient à une autre expression du document : les lettres ne désignent pas une seule réponse
left-out-known-name = une réponse à saisir sur un nom fait de mots courants que le document répète : ses initiales la trahissent
left-out-hypothetical = une réponse à saisir dans un cas supposé : un détail d'exemple, pas ce que la leçon enseigne
left-out-kind-of-a-name = une réponse à saisir sur le nom commun auquel la phrase donne ensuite un nom propre : c'est ce nom que la phrase enseigne
left-out-named-once = une réponse à saisir sur un nom que seule sa phrase donne : cité en passant, pas enseigné
left-out-renamed-with-its-head = une réponse à saisir sur un autre nom qui reprend le nom principal du précédent : ses initiales trahissent le reste
left-out-beside-a-named-term = une réponse à saisir à côté du terme que sa phrase nomme : c'est ce nom que la phrase enseigne
left-out-symbol-shown = une réponse à saisir sur le nom d'un symbole que la phrase montre juste après le blanc
left-out-pair-before = une réponse à saisir juste après l'autre moitié de sa paire (« Nord et S_____ C_____ ») : ses initiales la trahissent
explain-not-asked = pas de question : { $why }
explain-nothing-to-ask = pas de question : rien que la forge puisse bien demander (un terme défini, un nom, une date ou un nombre que la phrase enseigne)
explain-asked = question ({ $kind }) : { $prompt }
explain-left-out = écartée ({ $kind }, { $why }) : { $prompt }
shortfall-head = { $written } sur { $wanted } nouvelles questions demandées ont été écrites
shortfall-no-prose = { $head } : le document n’a pas de phrases rédigées dont tirer des questions.
shortfall-unfit = { $head } : sur ses { $sentences } phrases, { $unfit } { $unfit ->
    [one] ne se prête pas
   *[other] ne se prêtent pas
} à une question
shortfall-commonest = (le plus souvent : { $reason })
shortfall-empty = , { $empty } des { $fit } autres { $empty ->
    [one] ne contient
   *[other] ne contiennent
} rien qu’elle puisse bien demander (un terme défini, un nom, une date ou un nombre que la phrase enseigne)
shortfall-dropped = , et { $dropped } { $dropped ->
    [one] question possible a été écartée
   *[other] questions possibles ont été écartées
} comme redites ou plus faibles

## What an export format would lose (exports.rs; formats' LOSS_TEXTS, blanks as there)
loss-line = question { $number } : { $what }
loss-cannot-write = ne peut pas être écrite : { $why }
loss-more = et { $count } de plus
loss-part-question = la question
loss-part-answer = la réponse { $n }
loss-gift-key-unknown = GIFT ne peut pas dire que la réponse est inconnue
loss-gift-category = GIFT ne peut pas quitter une catégorie : la question reste dans « { $topic } »
loss-images-count-dropped = { $count } image(s) retirée(s)
loss-the-time-limit-dropped = le temps limite a été retiré
loss-the-difficulty-dropped = la difficulté a été retirée
loss-the-points-dropped = les points ({ $points }) ont été retirés
loss-choice-images-dropped = images des choix retirées
loss-stimulus-in-front = le passage a été placé devant le texte de la question
loss-gift-no-full-credit = aucun choix ne vaut tous les points : GIFT la relit comme une question à réponses multiples
loss-gift-every-choice-right = tous les choix sont justes : GIFT ne peut pas l’écrire en choix multiple
loss-true-false-two-choices = ignorée : une question vrai/faux sans deux choix
loss-gift-true-false-answer = ignorée : GIFT a besoin de la réponse d’une question vrai/faux
loss-gift-labels = les libellés « { $yes } »/« { $no } » se relisent comme True/False
loss-short-answer-none = ignorée : une question à réponse courte sans réponse acceptée
loss-gift-case = les réponses courtes GIFT ne distinguent jamais majuscules et minuscules
loss-gift-arrow-answer = une réponse contient « -> » : GIFT relit la question comme une association
loss-numeric-none = ignorée : une question numérique sans réponse
loss-gift-matching-two = ignorée : l’association GIFT demande au moins deux paires
loss-gift-arrow-left = un côté gauche contient « -> » : GIFT coupe la paire à cet endroit
loss-gift-no-ordering = ignorée : GIFT n’a pas de questions de mise en ordre
loss-aiken-true-false = vrai/faux écrit comme une question à deux choix
loss-aiken-choices = ignorée : Aiken demande de 2 à { $max } choix, il y en a { $count }
loss-aiken-one-right = ignorée : Aiken demande exactement un choix entièrement juste
loss-partial-credit-dropped = points partiels retirés
loss-feedback-dropped = retours retirés
loss-images-dropped = images retirées
loss-name-topic-tags-dropped = nom, thème et étiquettes retirés
loss-aiken-question-line = ignorée : le texte de la question ne se relirait pas comme une ligne de question
loss-one-line = texte réduit à une ligne de texte brut
loss-moodle-category = pas de thème, mais Moodle XML garde la catégorie de la question précédente
loss-moodle-key-unknown = la réponse n’est pas connue ; la question est écrite sans bonne réponse
loss-moodle-no-ordering = ignorée : Moodle XML n’a pas de questions de mise en ordre (il faut un type en plugin)
loss-moodle-image-links = images écrites comme liens dans le texte de la question
loss-time-limit-dropped = temps limite retiré
loss-difficulty-dropped = difficulté retirée
loss-shortened = { $part } raccourcie de { $count } à { $limit } caractères
loss-stimulus-in-front-short = le passage a été placé devant la question
loss-explanation-dropped = explication retirée
loss-answer-feedback-dropped = retours sur les réponses retirés
loss-points-dropped = points ({ $points }) retirés
loss-tool-no-kind = ignorée : { $tool } n’a pas de questions « { $kind } »
loss-tool-key-unknown = ignorée : la réponse n’est pas connue et { $tool } en a besoin
loss-tool-max-answers = { $tool } accepte { $max } réponses ; retirées : { $list }
loss-tool-too-many-right = ignorée : plus de bonnes réponses que { $tool } n’en accepte
loss-image-only-answer = ignorée : une réponse n’est qu’une image
loss-tool-any-one = { $tool } accepte n’importe laquelle des bonnes réponses, pas toutes ensemble
loss-tool-exactly-one = ignorée : { $tool } a exactement une bonne réponse
loss-tool-right-first = la bonne réponse est placée en premier, comme { $tool } l’exige
loss-kahoot-time = temps limite de { $from } s fixé à { $to } s, la valeur la plus proche que permet Kahoot!
loss-case-insensitive = les réponses sensibles à la casse deviennent insensibles à la casse
loss-partial-and-feedback = points partiels et retours des réponses retirés
loss-accepted-dropped-five = { $count } réponses acceptées retirées (5 tiennent)
loss-numeric-blank = une question numérique est devenue un texte à trous avec sa valeur exacte
loss-tolerance-dropped = marge retirée
loss-poll = la réponse n’est pas connue : écrite comme un sondage
loss-checkbox = plusieurs bonnes réponses : écrite en question à cases à cocher, qui les demande toutes
loss-first-image-only = seule la première image est gardée
loss-blooket-time = temps limite de { $time } s réduit aux 300 s de Blooket
loss-no-full-right = ignorée : aucune réponse entièrement juste
loss-other-accepted-dropped = { $count } autres réponses acceptées retirées
loss-socrative-single = une question à réponses multiples avec une seule bonne réponse est à réponse unique dans Socrative
loss-socrative-all = plusieurs bonnes réponses : Socrative les demande toutes, pas l’une d’elles
loss-quizlet-choice-card = une question à choix est devenue une carte avec sa bonne réponse
loss-quizlet-numeric-card = une question numérique est devenue une carte avec sa valeur
loss-quizlet-no-form = ignorée : une carte Quizlet n’a pas de forme « { $kind } »
loss-key-unknown-skipped = ignorée : la réponse n’est pas connue
loss-qti-xhtml = du HTML qui n’est pas du XHTML bien formé, écrit en texte brut
loss-qti-wildcard = les réponses à joker (« * ») sont comparées telles quelles par QTI
loss-qti-numeric-others = { $count } autres réponses numériques retirées (le contrôle de marge de QTI n’en a qu’une)
loss-qti-ordering = une mise en ordre vaut tout ou rien avec match_correct de QTI
loss-qti-images-after-blank = images déplacées après le blanc
loss-qti-answer-feedback = retour sur chaque réponse retiré
loss-qti-key-unknown = la réponse n’est pas connue ; l’item n’a pas de bonne réponse
loss-topic-tags-dropped = thème et étiquettes retirés
loss-accents = ignore_accents n’est pas gardé : les accents compteront quand ce fichier sera corrigé
