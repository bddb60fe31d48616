//! Each back end's migrations, embedded in the binary. They are listed here
//! by hand rather than with `sqlx::migrate!`, which needs sqlx's `macros`
//! feature and so a second build of both drivers (stack.md §2).

use std::borrow::Cow;

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

/// One migration: its version, description and SQL for each back end.
struct Step {
    version: i64,
    description: &'static str,
    sqlite: &'static str,
    postgres: &'static str,
}

/// Every migration, oldest first. Never edit a released step: add one.
const STEPS: &[Step] = &[
    Step {
        version: 1,
        description: "initial",
        sqlite: include_str!("../migrations/sqlite/0001_initial.sql"),
        postgres: include_str!("../migrations/postgres/0001_initial.sql"),
    },
    Step {
        version: 2,
        description: "play",
        sqlite: include_str!("../migrations/sqlite/0002_play.sql"),
        postgres: include_str!("../migrations/postgres/0002_play.sql"),
    },
    Step {
        version: 3,
        description: "api tokens",
        sqlite: include_str!("../migrations/sqlite/0003_api_tokens.sql"),
        postgres: include_str!("../migrations/postgres/0003_api_tokens.sql"),
    },
    Step {
        version: 4,
        description: "reports",
        sqlite: include_str!("../migrations/sqlite/0004_reports.sql"),
        postgres: include_str!("../migrations/postgres/0004_reports.sql"),
    },
    Step {
        version: 5,
        description: "library",
        sqlite: include_str!("../migrations/sqlite/0005_library.sql"),
        postgres: include_str!("../migrations/postgres/0005_library.sql"),
    },
    Step {
        version: 6,
        description: "game leases",
        sqlite: include_str!("../migrations/sqlite/0006_game_leases.sql"),
        postgres: include_str!("../migrations/postgres/0006_game_leases.sql"),
    },
    Step {
        version: 7,
        description: "teacher time zone",
        sqlite: include_str!("../migrations/sqlite/0007_time_zone.sql"),
        postgres: include_str!("../migrations/postgres/0007_time_zone.sql"),
    },
    Step {
        version: 10,
        description: "served questions",
        sqlite: include_str!("../migrations/sqlite/0010_served_questions.sql"),
        postgres: include_str!("../migrations/postgres/0010_served_questions.sql"),
    },
    Step {
        version: 11,
        description: "roster pins",
        sqlite: include_str!("../migrations/sqlite/0011_roster_pins.sql"),
        postgres: include_str!("../migrations/postgres/0011_roster_pins.sql"),
    },
    Step {
        version: 12,
        description: "automatic follow-ups",
        sqlite: include_str!("../migrations/sqlite/0012_auto_follow_ups.sql"),
        postgres: include_str!("../migrations/postgres/0012_auto_follow_ups.sql"),
    },
    Step {
        version: 13,
        description: "media",
        sqlite: include_str!("../migrations/sqlite/0013_media.sql"),
        postgres: include_str!("../migrations/postgres/0013_media.sql"),
    },
    Step {
        version: 14,
        description: "player cells",
        sqlite: include_str!("../migrations/sqlite/0014_player_cells.sql"),
        postgres: include_str!("../migrations/postgres/0014_player_cells.sql"),
    },
    Step {
        version: 15,
        description: "language",
        sqlite: include_str!("../migrations/sqlite/0015_language.sql"),
        postgres: include_str!("../migrations/postgres/0015_language.sql"),
    },
    Step {
        version: 16,
        description: "automatic follow-up settings",
        sqlite: include_str!("../migrations/sqlite/0016_auto_follow_up_settings.sql"),
        postgres: include_str!("../migrations/postgres/0016_auto_follow_up_settings.sql"),
    },
    Step {
        version: 17,
        description: "results snapshots",
        sqlite: include_str!("../migrations/sqlite/0017_results_snapshots.sql"),
        postgres: include_str!("../migrations/postgres/0017_results_snapshots.sql"),
    },
];

fn migrator(sql: impl Fn(&Step) -> &'static str) -> Migrator {
    Migrator::with_migrations(
        STEPS
            .iter()
            .map(|step| {
                Migration::new(
                    step.version,
                    Cow::Borrowed(step.description),
                    MigrationType::Simple,
                    sql(step).into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

/// The SQLite migrations.
pub(crate) fn sqlite() -> Migrator {
    migrator(|step| step.sqlite)
}

/// The PostgreSQL migrations.
pub(crate) fn postgres() -> Migrator {
    migrator(|step| step.postgres)
}
