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
review-tolerance = À plus ou moins
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
edit-points = Les points sont un nombre positif ou nul, pas « { $value } ».
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
review-run-together = Ceci ressemble à plusieurs choix collés : ✂ en fait un choix chacun.
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
explain-lead = Ce que la forge a fait de chaque phrase du document, pour { $count } questions demandées.
explain-none = Ce quiz n’a pas été fait à partir d’un texte rédigé : il n’y a rien à expliquer, chaque question y est telle qu’écrite.
explain-place = ligne { $line }, colonne { $column }

## The forge's account, said in the page's language (forge_words.rs)
unfit-length = moins de 6 ou plus de 40 mots
unfit-not-a-statement = pas une affirmation (un titre, un fragment ou une question)
unfit-formula = une formule ou une équation
unfit-fused-heading = un titre en majuscules y est collé
unfit-no-capital = ne commence pas comme une phrase
unfit-starts-with-reference = commence par un mot qui a besoin de la phrase précédente
unfit-noise = contient du texte abîmé ou bruité
unfit-points-back = un pronom ou « ceci » a besoin de la phrase précédente
unfit-half-a-comparison = une comparaison sans son autre moitié
unfit-talks-to-reader = s’adresse au lecteur
unfit-points-elsewhere = renvoie à une autre partie du livre
unfit-furniture = contient un en-tête ou un pied de page
unfit-unbalanced = parenthèses ou guillemets déséquilibrés
unfit-debris = surtout des nombres ou des lettres isolées (un tableau ou une figure)
unfit-few-content-words = trop peu de mots porteurs de sens
unfit-foreign = dans une autre langue que le quiz
unfit-unknown-word = contient un mot d’aucun dictionnaire (texte abîmé ?)
family-glossary = terme du glossaire
family-matching = association
family-definition = terme
family-year = année
family-quantity = nombre
family-true-false = vrai/faux
family-short-answer = réponse tapée
left-out-invalid = pas une question valide
left-out-leaks-imported = donnerait la réponse d’une question que contient le document
left-out-true-false-capped = les questions vrai/faux sont limitées à un cinquième du quiz
left-out-same-answer = une question retenue a la même réponse
left-out-same-sentence = une question retenue porte sur la même phrase
left-out-nearly-same = une question retenue demande presque la même chose
left-out-its-answer-shown = une question retenue montre sa réponse
left-out-shows-an-answer = elle montre la réponse d’une question retenue
left-out-quiz-full = le quiz était plein : des questions plus solides sont passées avant
explain-not-asked = pas de question : { $why }
explain-nothing-to-ask = pas de question : rien que la forge puisse bien demander (un terme défini, un nom, une date ou un nombre qu’elle enseigne)
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
