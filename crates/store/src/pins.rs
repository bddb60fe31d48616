//! Roster PINs: a class may ask each student on its roster for a PIN when
//! they join under their name, so that nobody with the join code can
//! claim a classmate's name. The teacher prints the PINs, so they are
//! kept as they are (classroom secrets, not passwords; docs/SECURITY.md).
//!
//! Every method checks that the class is the owner's in the same
//! statement, so teacher B can neither read nor change A's PINs.

use crate::{AnyStore, ClassId, Result, RosterId, StoreError, UserId};

/// The owner-and-class check every statement carries.
const OWNED: &str = "EXISTS (SELECT 1 FROM classes WHERE id = $1 AND owner_id = $2)";

impl AnyStore {
    /// The kind of PIN one of the owner's classes asks for (`"digits"` or
    /// `"pictures"`), or `None` when it asks for none.
    pub async fn pin_kind(&self, owner: UserId, class: ClassId) -> Result<Option<String>> {
        on_pool!(self, |pool| {
            let kind: Option<(String,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT kind FROM class_pins WHERE class_id = $1 AND {OWNED}"
            )))
            .bind(class)
            .bind(owner)
            .fetch_optional(pool)
            .await?;
            Ok(kind.map(|(kind,)| kind))
        })
    }

    /// The PINs of one of the owner's classes, by roster id in roster
    /// order, or `None` when the class does not ask for PINs. A student
    /// added to the roster after PINs were turned on has none until
    /// [`AnyStore::set_roster_pin`] gives one.
    pub async fn roster_pins(
        &self,
        owner: UserId,
        class: ClassId,
    ) -> Result<Option<Vec<(RosterId, String)>>> {
        if self.pin_kind(owner, class).await?.is_none() {
            return Ok(None);
        }
        on_pool!(self, |pool| {
            let pins: Vec<(RosterId, String)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT p.roster_id, p.pin FROM roster_pins p \
                 JOIN class_students s ON s.id = p.roster_id \
                 WHERE s.class_id = $1 AND {OWNED} ORDER BY s.position"
            )))
            .bind(class)
            .bind(owner)
            .fetch_all(pool)
            .await?;
            Ok(Some(pins))
        })
    }

    /// Turns PINs of `kind` (`"digits"` or `"pictures"`) on for one of
    /// the owner's classes, or off with `None`. Turning them off, or to
    /// another kind, forgets every PIN of the class, so the students get
    /// new ones. [`StoreError::NotFound`] if the class is not the owner's.
    pub async fn set_pins_asked(
        &self,
        owner: UserId,
        class: ClassId,
        kind: Option<&str>,
        now: i64,
    ) -> Result<()> {
        let current = self.pin_kind(owner, class).await?;
        if current.as_deref() == kind && kind.is_some() {
            return Ok(());
        }
        on_pool!(self, |pool| {
            let mut tx = pool.begin().await?;
            let owned: Option<(i64,)> =
                sqlx::query_as("SELECT id FROM classes WHERE id = $1 AND owner_id = $2")
                    .bind(class)
                    .bind(owner)
                    .fetch_optional(&mut *tx)
                    .await?;
            if owned.is_none() {
                return Err(StoreError::NotFound);
            }
            sqlx::query("DELETE FROM class_pins WHERE class_id = $1")
                .bind(class)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "DELETE FROM roster_pins WHERE roster_id IN \
                 (SELECT id FROM class_students WHERE class_id = $1)",
            )
            .bind(class)
            .execute(&mut *tx)
            .await?;
            if let Some(kind) = kind {
                sqlx::query(
                    "INSERT INTO class_pins (class_id, kind, enabled_at) VALUES ($1, $2, $3)",
                )
                .bind(class)
                .bind(kind)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// Gives roster student `student` of the owner's class `class` the PIN
    /// `pin`: replacing the one they have when `replace`, else only if
    /// they have none. [`StoreError::NotFound`] if the student is not on
    /// that class's roster or the class is not the owner's.
    pub async fn set_roster_pin(
        &self,
        owner: UserId,
        class: ClassId,
        student: RosterId,
        pin: &str,
        replace: bool,
        now: i64,
    ) -> Result<()> {
        let conflict = if replace {
            "DO UPDATE SET pin = excluded.pin, made_at = excluded.made_at"
        } else {
            "DO NOTHING"
        };
        let sql = format!(
            "INSERT INTO roster_pins (roster_id, pin, made_at) \
             SELECT $3, $4, $5 WHERE {OWNED} \
             AND EXISTS (SELECT 1 FROM class_students WHERE id = $3 AND class_id = $1) \
             ON CONFLICT (roster_id) {conflict}"
        );
        on_pool!(self, |pool| {
            let owned: Option<(i64,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT id FROM class_students WHERE id = $3 AND class_id = $1 AND {OWNED}"
            )))
            .bind(class)
            .bind(owner)
            .bind(student)
            .fetch_optional(pool)
            .await?;
            if owned.is_none() {
                return Err(StoreError::NotFound);
            }
            sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(class)
                .bind(owner)
                .bind(student)
                .bind(pin)
                .bind(now)
                .execute(pool)
                .await?;
            Ok(())
        })
    }
}
