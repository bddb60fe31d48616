//! The library on a real SQLite store: search relevance on a small
//! labelled set (English, French, German and Spanish quizzes; exact
//! words, other forms of them, missing accents and misspellings), related
//! quizzes without near-copies, follow-ups, the index rebuilt after its
//! folder is deleted or written by another version, and sharing rules.

use quizforge_core::{Body, Choice, Question, Quiz};
use quizforge_library::{Library, Scope, Search};
use quizforge_store::{LibraryStore, Sharing, SqliteStore, Store, Visibility};

struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(name: &str) -> Self {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).expect("random bytes");
        let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let dir = std::env::temp_dir().join(format!("quizforge-library-{name}-{hex}"));
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A quiz from a compact description: the first line is
/// `title | language | topic`, each further line `prompt ; option, option…`.
fn quiz(spec: &str) -> Quiz {
    let mut lines = spec.trim().lines();
    let head: Vec<&str> = lines.next().unwrap().split('|').map(str::trim).collect();
    let mut quiz = Quiz::new(head[0], head[1]);
    for line in lines {
        let (prompt, options) = line.split_once(';').unwrap_or((line, ""));
        let choices: Vec<Choice> = options
            .split(',')
            .map(str::trim)
            .filter(|o| !o.is_empty())
            .enumerate()
            .map(|(i, o)| Choice::new(o, i == 0))
            .collect();
        let body = if choices.len() >= 2 {
            Body::MultipleChoice { choices }
        } else {
            Body::Open
        };
        let mut question = Question::new(prompt.trim(), body);
        question.topic = Some(head[2].to_string());
        quiz.questions.push(question);
    }
    quiz
}

const LABELLED: &[&str] = &[
    "Photosynthesis | en | Plant biology
Which pigment makes leaves green? ; chlorophyll, keratin, melanin
Where in the cell does photosynthesis happen? ; in the chloroplasts, in the nucleus, in the ribosomes
Which gas do plants take in for photosynthesis? ; carbon dioxide, oxygen, nitrogen",
    "Cell respiration | en | Cell biology
Which organelle releases energy from glucose? ; the mitochondria, the vacuole, the cell wall
What molecule stores the energy released? ; ATP, DNA, starch
Which gas is released by respiration? ; carbon dioxide, hydrogen, helium",
    "The French Revolution | en | Modern history
In which year did the storming of the Bastille take place? ; 1789, 1815, 1492
Which king was executed in 1793? ; Louis XVI, Charles X, Henry IV
Who led the Reign of Terror? ; Robespierre, Napoleon, Danton",
    "La Révolution française | fr | Histoire moderne
En quelle année a eu lieu la prise de la Bastille ? ; 1789, 1815, 1492
Quel roi a été guillotiné en 1793 ? ; Louis XVI, Charles X, Henri IV
Quel texte proclame les droits de l'homme et du citoyen ? ; la Déclaration, la Charte, le Code civil",
    "Capitals of Europe | en | Geography
What is the capital of Spain? ; Madrid, Barcelona, Seville
What is the capital of Italy? ; Rome, Milan, Naples
What is the capital of Portugal? ; Lisbon, Porto, Faro",
    "Les fleuves de France | fr | Géographie
Quel fleuve traverse Paris ? ; la Seine, la Loire, le Rhône
Quel est le plus long fleuve de France ? ; la Loire, la Garonne, la Seine
Dans quelle mer se jette le Rhône ? ; la Méditerranée, la Manche, la mer du Nord",
    "Fractions | en | Arithmetic
What is the numerator of 3/4? ; 3, 4, 7
Simplify 4/8 ; 1/2, 2/3, 4/6
Which fraction has the larger denominator, 2/5 or 3/7? ; 3/7, 2/5, both",
    "Les volcans | fr | Géologie
Comment appelle-t-on la roche fondue sous la surface ? ; le magma, le granite, le calcaire
Par où sort la lave lors d'une éruption ? ; le cratère, la faille, la plaque
Quel volcan a détruit Pompéi ? ; le Vésuve, l'Etna, le Stromboli",
    "Newton's laws of motion | en | Mechanics
What is the tendency of a body to keep its motion called? ; inertia, friction, momentum
Force equals mass times what? ; acceleration, velocity, distance
For every action there is an equal and opposite what? ; reaction, force, motion",
    "Der Wasserkreislauf | de | Erdkunde
Wie heißt der Übergang von Wasser zu Wasserdampf? ; Verdunstung, Niederschlag, Versickerung
Wie nennt man Regen, Schnee und Hagel zusammen? ; Niederschlag, Verdunstung, Kondensation
Woraus bestehen Wolken? ; aus Wassertröpfchen, aus Staub, aus Rauch",
    "El sistema solar | es | Astronomía
¿Cuál es el planeta más grande del sistema solar? ; Júpiter, Saturno, Marte
¿Cuántos planetas tiene el sistema solar? ; ocho, nueve, siete
¿Qué describe un planeta alrededor del Sol? ; una órbita, una estrella, un cometa",
    "Shakespeare's plays | en | Literature
Which play features the Prince of Denmark? ; Hamlet, Macbeth, Othello
Which Scottish king is murdered in a Shakespeare tragedy? ; Duncan, Malcolm, Banquo
Who is Romeo's love? ; Juliet, Ophelia, Desdemona",
    "Chemical bonds | en | Chemistry
Which bond shares electrons between atoms? ; a covalent bond, an ionic bond, a metallic bond
Sodium chloride is held together by which bond? ; an ionic bond, a covalent bond, a hydrogen bond
How many electrons does a double bond share? ; four, two, six",
    "World War I | en | Modern history
Whose assassination started the war in 1914? ; Archduke Franz Ferdinand, Tsar Nicholas, Kaiser Wilhelm
What were soldiers on the Western Front fighting from? ; trenches, castles, ships
In which year did the armistice end the fighting? ; 1918, 1916, 1945",
];

/// (query, title of the quiz expected in the top 3).
const QUERIES: &[(&str, &str)] = &[
    ("chlorophyll", "Photosynthesis"),
    ("chloroplast", "Photosynthesis"),
    ("photosynthesys", "Photosynthesis"),
    ("mitochondria glucose", "Cell respiration"),
    ("mitocondria", "Cell respiration"),
    ("storming of the Bastille", "The French Revolution"),
    ("prise de la Bastille", "La Révolution française"),
    ("révolution française", "La Révolution française"),
    ("guillotine", "La Révolution française"),
    ("capital of Spain", "Capitals of Europe"),
    ("fleuve", "Les fleuves de France"),
    ("numerators", "Fractions"),
    ("denominator", "Fractions"),
    ("éruptions", "Les volcans"),
    ("volcan", "Les volcans"),
    ("inertia", "Newton's laws of motion"),
    ("Niederschläge", "Der Wasserkreislauf"),
    ("planeta", "El sistema solar"),
    ("Macbeht", "Shakespeare's plays"),
    ("covalent bonds", "Chemical bonds"),
    ("trench", "World War I"),
    ("archduke ferdinand", "World War I"),
];

async fn store(dir: &TempDir) -> SqliteStore {
    SqliteStore::open(&dir.0.join("db.sqlite3"))
        .await
        .expect("store")
}

async fn teacher(store: &SqliteStore, name: &str) -> i64 {
    store
        .create_user(&format!("{name}@example.test"), "not a real hash")
        .await
        .expect("user")
        .id
}

fn search(text: &str, viewer: i64) -> Search {
    Search {
        text: text.into(),
        viewer: Some(viewer),
        scope: Scope::School,
        limit: 20,
        ..Search::default()
    }
}

#[tokio::test]
async fn every_labelled_query_finds_its_quiz_in_the_top_three() {
    let dir = TempDir::new("relevance");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    let ben = teacher(&store, "ben").await;
    for (i, spec) in LABELLED.iter().enumerate() {
        // Half are Ben's, shared with the school: Ada searches both.
        let owner = if i % 2 == 0 { ada } else { ben };
        let stored = store.create_quiz(owner, &quiz(spec), "").await.unwrap();
        if owner == ben {
            let sharing = Sharing {
                visibility: Visibility::School,
                ..Sharing::default()
            };
            store.set_sharing(ben, stored.id, &sharing).await.unwrap();
        }
    }
    let library = Library::open(None).unwrap();
    library.sync(&store).await.unwrap();
    assert_eq!(library.len(), LABELLED.len() as u64);
    let mut failures = Vec::new();
    for (query, expected) in QUERIES {
        let hits = library.search(&search(query, ada)).unwrap();
        let top: Vec<&str> = hits.iter().take(3).map(|h| h.title.as_str()).collect();
        if !top.contains(expected) {
            failures.push(format!("{query:?}: expected {expected:?}, got {top:?}"));
        }
    }
    assert!(
        QUERIES.len() >= 20 && failures.is_empty(),
        "{}",
        failures.join("\n")
    );
    // The snippet marks the words that matched.
    let hits = library.search(&search("chlorophyll", ada)).unwrap();
    let snippet = &hits[0].snippet;
    let marked: Vec<&str> = snippet
        .highlights
        .iter()
        .map(|&(s, e)| &snippet.text[s..e])
        .collect();
    assert_eq!(marked, ["chlorophyll"]);
}

#[tokio::test]
async fn private_quizzes_are_found_by_their_owner_only() {
    let dir = TempDir::new("private");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    let ben = teacher(&store, "ben").await;
    let secret = store
        .create_quiz(ada, &quiz(LABELLED[0]), "")
        .await
        .unwrap();
    let library = Library::open(None).unwrap();
    library.sync(&store).await.unwrap();
    assert_eq!(
        library.search(&search("chlorophyll", ada)).unwrap().len(),
        1
    );
    assert!(
        library
            .search(&search("chlorophyll", ben))
            .unwrap()
            .is_empty()
    );
    let visitor = Search {
        viewer: None,
        scope: Scope::Public,
        ..search("chlorophyll", ben)
    };
    assert!(library.search(&visitor).unwrap().is_empty());
    // Shared with the school: teachers see it, visitors do not.
    let mut sharing = Sharing {
        visibility: Visibility::School,
        ..Sharing::default()
    };
    store.set_sharing(ada, secret.id, &sharing).await.unwrap();
    library.sync(&store).await.unwrap();
    assert_eq!(
        library.search(&search("chlorophyll", ben)).unwrap().len(),
        1
    );
    assert!(library.search(&visitor).unwrap().is_empty());
    sharing.visibility = Visibility::Public;
    store.set_sharing(ada, secret.id, &sharing).await.unwrap();
    library.sync(&store).await.unwrap();
    assert_eq!(library.search(&visitor).unwrap().len(), 1);
    // Ben's scope "mine" holds none of Ada's.
    let mine = Search {
        scope: Scope::Mine,
        ..search("chlorophyll", ben)
    };
    assert!(library.search(&mine).unwrap().is_empty());
    // Back to private: gone for everyone else again.
    sharing.visibility = Visibility::Private;
    store.set_sharing(ada, secret.id, &sharing).await.unwrap();
    library.sync(&store).await.unwrap();
    assert!(
        library
            .search(&search("chlorophyll", ben))
            .unwrap()
            .is_empty()
    );
    assert!(library.search(&visitor).unwrap().is_empty());
    assert!(library.related(secret.id, Some(ben), 5).unwrap().is_empty());
    assert_eq!(
        store.visible_among(Some(ben), &[secret.id]).await.unwrap(),
        Vec::<i64>::new()
    );
}

#[tokio::test]
async fn filters_narrow_the_results() {
    let dir = TempDir::new("filters");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    for spec in LABELLED {
        store.create_quiz(ada, &quiz(spec), "").await.unwrap();
    }
    let library = Library::open(None).unwrap();
    library.sync(&store).await.unwrap();
    let french = Search {
        language: Some("fr".into()),
        ..search("1789 Bastille", ada)
    };
    let titles: Vec<String> = library
        .search(&french)
        .unwrap()
        .into_iter()
        .map(|h| h.title)
        .collect();
    assert_eq!(titles, ["La Révolution française"]);
    let open_only = Search {
        kinds: vec!["open".into()],
        ..search("", ada)
    };
    assert!(library.search(&open_only).unwrap().is_empty());
    let long = Search {
        min_questions: Some(4),
        ..search("", ada)
    };
    assert!(library.search(&long).unwrap().is_empty());
    let played = Search {
        played_since: Some(1),
        ..search("", ada)
    };
    assert!(library.search(&played).unwrap().is_empty());
    assert_eq!(
        library.search(&search("", ada)).unwrap().len(),
        LABELLED.len()
    );
}

#[tokio::test]
async fn related_quizzes_skip_near_copies_and_list_follow_ups() {
    let dir = TempDir::new("related");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    let ben = teacher(&store, "ben").await;
    let mut ids = Vec::new();
    for spec in LABELLED {
        ids.push(store.create_quiz(ada, &quiz(spec), "").await.unwrap().id);
    }
    let photosynthesis = ids[0];
    let respiration = ids[1];
    // A near-copy of Photosynthesis under another title, and a copy of
    // it by another teacher: neither is related, they are the same quiz.
    let mut renamed = quiz(LABELLED[0]);
    renamed.title = "Plants and light".into();
    store.create_quiz(ada, &renamed, "").await.unwrap();
    let share = Sharing {
        visibility: Visibility::School,
        ..Sharing::default()
    };
    store
        .set_sharing(ada, photosynthesis, &share)
        .await
        .unwrap();
    let copy = store.copy_quiz(ben, photosynthesis).await.unwrap();
    // A follow-up: copied, then given new questions.
    let follow_up = store.copy_quiz(ada, photosynthesis).await.unwrap();
    let mut changed = quiz(
        "Photosynthesis 2 | en | Plant biology
What do stomata let into the leaf? ; carbon dioxide, water, light
What does the light-dependent stage produce? ; oxygen and ATP, glucose, starch
Where does the Calvin cycle happen? ; in the stroma, in the thylakoid, in the nucleus",
    );
    changed.title = "Photosynthesis, part 2".into();
    store
        .update_quiz(ada, follow_up.id, follow_up.revision, &changed)
        .await
        .unwrap();
    let library = Library::open(None).unwrap();
    library.sync(&store).await.unwrap();

    let related = library.related(photosynthesis, Some(ada), 5).unwrap();
    let related_ids: Vec<i64> = related.iter().map(|r| r.id).collect();
    assert_eq!(related[0].id, follow_up.id, "{related:?}");
    assert_eq!(
        related[0].why.to_string(),
        "A follow-up made from this quiz"
    );
    assert!(related_ids.contains(&respiration), "{related:?}");
    assert!(!related_ids.contains(&copy.id), "{related:?}");
    assert!(
        !related.iter().any(|r| r.title == "Plants and light"),
        "{related:?}"
    );
    let why = related
        .iter()
        .find(|r| r.id == respiration)
        .unwrap()
        .why
        .to_string();
    assert!(why.starts_with("Both ask about"), "{why}");
    // It names what the quizzes are about, not the words every quiz asks with.
    for untelling in ["what", "which", "where", "does"] {
        assert!(
            !why.split([' ', ',']).any(|word| word == untelling),
            "{why}"
        );
    }
    // The near-copies are near-duplicates of each other, the follow-up is not.
    let back = library.related(follow_up.id, Some(ada), 5).unwrap();
    assert_eq!(back[0].id, photosynthesis);
    assert_eq!(back[0].why.to_string(), "This quiz was copied from it");
}

#[tokio::test]
async fn the_index_is_rebuilt_after_its_folder_is_deleted() {
    let dir = TempDir::new("rebuild");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    for spec in &LABELLED[..4] {
        store.create_quiz(ada, &quiz(spec), "").await.unwrap();
    }
    let folder = dir.0.join("index");
    {
        let library = Library::open(Some(&folder)).unwrap();
        assert!(library.folder().is_some());
        let report = library.sync(&store).await.unwrap();
        assert!(report.rebuilt);
        assert_eq!(library.len(), 4);
    }
    // Reopened: it picks up where it was, and applies only new changes.
    store
        .create_quiz(ada, &quiz(LABELLED[4]), "")
        .await
        .unwrap();
    {
        let library = Library::open(Some(&folder)).unwrap();
        let report = library.sync(&store).await.unwrap();
        assert!(!report.rebuilt);
        assert_eq!(library.len(), 5);
        assert_eq!(library.search(&search("Madrid", ada)).unwrap().len(), 1);
    }
    std::fs::remove_dir_all(&folder).unwrap();
    let library = Library::open(Some(&folder)).unwrap();
    assert_eq!(library.len(), 0);
    let report = library.sync(&store).await.unwrap();
    assert!(report.rebuilt);
    assert_eq!(library.len(), 5);
    assert_eq!(library.search(&search("Madrid", ada)).unwrap().len(), 1);
    drop(library);
    // An index whose files are damaged is started again, too.
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().is_some_and(|n| n == "meta.json") {
            std::fs::write(&path, b"{not json").unwrap();
        }
    }
    let library = Library::open(Some(&folder)).unwrap();
    assert!(library.sync(&store).await.unwrap().rebuilt);
    assert_eq!(library.len(), 5);
    drop(library);
    // So is one whose metadata names segment files that are gone (a
    // folder half deleted, or a disk that lost files).
    let mut removed = 0;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "term") {
            std::fs::remove_file(&path).unwrap();
            removed += 1;
        }
    }
    assert!(removed > 0, "the index has segment files");
    let library = Library::open(Some(&folder)).unwrap();
    assert!(library.sync(&store).await.unwrap().rebuilt);
    assert_eq!(library.len(), 5);
    assert_eq!(library.search(&search("Madrid", ada)).unwrap().len(), 1);
}

#[tokio::test]
async fn a_second_process_on_the_same_folder_keeps_its_index_in_memory() {
    let dir = TempDir::new("lock");
    let folder = dir.0.join("index");
    let first = Library::open(Some(&folder)).unwrap();
    let second = Library::open(Some(&folder)).unwrap();
    assert!(first.folder().is_some());
    assert!(second.folder().is_none());
}

#[tokio::test]
async fn copies_record_their_original_and_count_on_it() {
    let dir = TempDir::new("copies");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    let ben = teacher(&store, "ben").await;
    let original = store
        .create_quiz(ada, &quiz(LABELLED[2]), "the source text")
        .await
        .unwrap();
    // Private: Ben can neither see nor copy it.
    assert!(store.library_quiz(Some(ben), original.id).await.is_err());
    assert!(store.copy_quiz(ben, original.id).await.is_err());
    let sharing = Sharing {
        visibility: Visibility::School,
        subject: "history".into(),
        grade: "8".into(),
        tags: vec!["revolution".into()],
    };
    store.set_sharing(ada, original.id, &sharing).await.unwrap();
    let copy = store.copy_quiz(ben, original.id).await.unwrap();
    assert_eq!(copy.owner_id, ben);
    assert_eq!(copy.quiz, original.quiz);
    assert_eq!(copy.source_text, "the source text");
    let entry = store.library_quiz(Some(ben), copy.id).await.unwrap();
    assert_eq!(entry.based_on, Some(original.id));
    assert_eq!(entry.based_on_title, "The French Revolution");
    assert_eq!(entry.sharing.visibility, Visibility::Private);
    assert_eq!(entry.sharing.subject, "history");
    let seen = store.library_quiz(Some(ada), original.id).await.unwrap();
    assert_eq!((seen.copies, seen.plays), (1, 0));
    // Deleting the original keeps the attribution's title.
    store.delete_quiz(ada, original.id).await.unwrap();
    let entry = store.library_quiz(Some(ben), copy.id).await.unwrap();
    assert_eq!(entry.based_on, None);
    assert_eq!(entry.based_on_title, "The French Revolution");
}

#[tokio::test]
async fn why_a_quiz_is_related_names_its_matter_not_the_words_questions_ask_with() {
    let dir = TempDir::new("untelling");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    // Two quizzes whose questions share their asking words and one matter
    // word ("volcano"); a third shares nothing, so the shared words are
    // rare in the library.
    let lava = store
        .create_quiz(
            ada,
            &quiz(
                "Lava | en | \n\
                Which volcano erupted where? ; Etna, Hekla, Fuji\n\
                Which volcano does what? ; Etna, Fuji, Hekla",
            ),
            "",
        )
        .await
        .unwrap()
        .id;
    store
        .create_quiz(
            ada,
            &quiz(
                "Ash | en | \n\
                Which volcano threw ash where? ; Pinatubo, Tambora, Krakatoa\n\
                What does a volcano do? ; erupts, sleeps, sings",
            ),
            "",
        )
        .await
        .unwrap();
    store
        .create_quiz(
            ada,
            &quiz("Tides | en | \nThe moon pulls oceans ; tides, waves, rain"),
            "",
        )
        .await
        .unwrap();
    let library = Library::open(None).unwrap();
    library.sync(&store).await.unwrap();
    let related = library.related(lava, Some(ada), 5).unwrap();
    let why = related.first().expect("the ash quiz").why.to_string();
    assert!(why.starts_with("Both ask about volcano"), "{why}");
    for untelling in ["what", "which", "where", "does"] {
        assert!(
            !why.split([' ', ',']).any(|word| word == untelling),
            "{why}"
        );
    }
}

#[tokio::test]
async fn the_scaffolding_of_a_question_finds_no_quiz() {
    let dir = TempDir::new("scaffolding");
    let store = store(&dir).await;
    let ada = teacher(&store, "ada").await;
    // As the forge writes them: a typed blank with its initial and
    // letter count, and a statement to judge with its two labels.
    let mut cells = Quiz::new("Cells", "en");
    cells.questions.push(Question::new(
        "The m_____ (13 letters) is the powerhouse of the cell.",
        Body::ShortAnswer {
            accepted: vec![quizforge_core::AcceptedAnswer::new("mitochondrion")],
            case_sensitive: false,
        },
    ));
    cells.questions.push(Question::new(
        "True or false: Plant cells have a rigid wall.",
        Body::true_false(Some(true), "en"),
    ));
    let mut cellules = Quiz::new("Cellules", "fr");
    cellules.questions.push(Question::new(
        "Vrai ou faux : Les cellules végétales ont une paroi rigide.",
        Body::true_false(Some(true), "fr"),
    ));
    for quiz in [&cells, &cellules] {
        store.create_quiz(ada, quiz, "").await.unwrap();
    }
    store
        .create_quiz(
            ada,
            &quiz(
                "Formal letters | en | Writing\n\
                How does a formal letter to a stranger end? ; Yours faithfully, Love, Cheers",
            ),
            "",
        )
        .await
        .unwrap();
    let library = Library::open(None).unwrap();
    library.sync(&store).await.unwrap();
    let titles = |query: &str| -> Vec<String> {
        library
            .search(&search(query, ada))
            .unwrap()
            .into_iter()
            .map(|hit| hit.title)
            .collect()
    };
    assert_eq!(titles("letters"), ["Formal letters"]);
    for scaffolding in ["false", "true", "faux", "vrai"] {
        assert!(titles(scaffolding).is_empty(), "{scaffolding}");
    }
    // What the questions say is still found, and shown as they are asked.
    assert_eq!(titles("powerhouse"), ["Cells"]);
    assert_eq!(titles("rigid wall")[0], "Cells");
    assert_eq!(titles("paroi"), ["Cellules"]);
    let hits = library.search(&search("powerhouse", ada)).unwrap();
    assert!(hits[0].snippet.text.contains("m_____ (13 letters)"));
}
