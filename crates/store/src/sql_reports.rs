//! The [`crate::reports::ReportStore`] methods in SQL, written once for
//! both back ends: marking answers by hand, re-marking a question, follow-ups
//! and mastery bands, each change of mark with its line of history in
//! `answer_marks`. Expanded in `sqlite.rs` and `postgres.rs`.

/// Implements [`ReportStore`] for a store with a `pool` field (expanded in
/// `sqlite.rs` and `postgres.rs`, where the field is visible).
macro_rules! impl_reports {
    ($store:ty, $conn:ty) => {
        impl $store {
            /// Writes one change of mark and its line of history.
            async fn write_mark(
                conn: &mut $conn,
                before: &$crate::reports::Before,
                (player_id, question): (i64, i64),
                mark: $crate::reports::Mark,
                reason: &str,
                owner: i64,
                now: i64,
            ) -> $crate::Result<()> {
                let outcome = $crate::reports::outcome_name(mark.outcome);
                sqlx::query(
                    "UPDATE answers SET outcome = $1, fraction = $2, points = $3, \
                     marked_by = $4, marked_at = $5 \
                     WHERE assignment_id = $6 AND player_id = $7 AND question = $8",
                )
                .bind(outcome)
                .bind(mark.fraction)
                .bind(mark.points)
                .bind(owner)
                .bind(now)
                .bind(before.assignment_id)
                .bind(player_id)
                .bind(question)
                .execute(&mut *conn)
                .await?;
                sqlx::query(
                    "INSERT INTO answer_marks (assignment_id, player_id, question, \
                     before_outcome, before_points, outcome, fraction, points, reason, \
                     marked_by, marked_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                )
                .bind(before.assignment_id)
                .bind(player_id)
                .bind(question)
                .bind(&before.outcome)
                .bind(before.points)
                .bind(outcome)
                .bind(mark.fraction)
                .bind(mark.points)
                .bind(reason)
                .bind(owner)
                .bind(now)
                .execute(&mut *conn)
                .await?;
                Ok(())
            }
        }

        impl $crate::reports::ReportStore for $store {
            async fn player_assignment(
                &self,
                owner: $crate::UserId,
                player_id: $crate::PlayerId,
            ) -> $crate::Result<$crate::AssignmentId> {
                let (id,): (i64,) = sqlx::query_as(
                    "SELECT a.id FROM players p JOIN assignments a ON a.id = p.assignment_id \
                     WHERE p.id = $1 AND a.owner_id = $2",
                )
                .bind(player_id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?;
                Ok(id)
            }

            async fn mark_answer(
                &self,
                owner: $crate::UserId,
                player_id: $crate::PlayerId,
                question: u32,
                mark: $crate::reports::Mark,
                now: i64,
            ) -> $crate::Result<$crate::AnswerRecord> {
                let mut tx = self.pool.begin().await?;
                let before = sqlx::query_as::<_, $crate::reports::Before>(
                    "SELECT n.assignment_id, n.outcome, n.points FROM answers n \
                     JOIN assignments a ON a.id = n.assignment_id \
                     WHERE n.player_id = $1 AND n.question = $2 AND a.owner_id = $3",
                )
                .bind(player_id)
                .bind(i64::from(question))
                .bind(owner)
                .fetch_one(&mut *tx)
                .await?;
                Self::write_mark(
                    &mut tx,
                    &before,
                    (player_id, i64::from(question)),
                    mark,
                    "hand",
                    owner,
                    now,
                )
                .await?;
                let record = sqlx::query_as::<_, $crate::play::AnswerRow>(concat!(
                    "SELECT ",
                    $crate::sql::answer_columns!(),
                    " FROM answers WHERE assignment_id = $1 AND player_id = $2 AND question = $3"
                ))
                .bind(before.assignment_id)
                .bind(player_id)
                .bind(i64::from(question))
                .fetch_one(&mut *tx)
                .await?
                .try_into()?;
                tx.commit().await?;
                Ok(record)
            }

            async fn remark_assignment(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
                quiz: &quizforge_core::Quiz,
                remarks: &[$crate::reports::Remark],
                now: i64,
            ) -> $crate::Result<()> {
                let json = $crate::encode(quiz)?.json;
                let mut tx = self.pool.begin().await?;
                let changed = sqlx::query(
                    "UPDATE assignments SET quiz_json = $1 WHERE id = $2 AND owner_id = $3",
                )
                .bind(&json)
                .bind(id)
                .bind(owner)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if changed == 0 {
                    return Err($crate::StoreError::NotFound);
                }
                for remark in remarks {
                    let before = sqlx::query_as::<_, $crate::reports::Before>(
                        "SELECT assignment_id, outcome, points FROM answers \
                         WHERE assignment_id = $1 AND player_id = $2 AND question = $3",
                    )
                    .bind(id)
                    .bind(remark.player_id)
                    .bind(i64::from(remark.question))
                    .fetch_one(&mut *tx)
                    .await?;
                    Self::write_mark(
                        &mut tx,
                        &before,
                        (remark.player_id, i64::from(remark.question)),
                        remark.mark,
                        "accepted answer",
                        owner,
                        now,
                    )
                    .await?;
                }
                tx.commit().await?;
                Ok(())
            }

            async fn game_results_since(
                &self,
                id: $crate::AssignmentId,
                after: i64,
            ) -> $crate::Result<$crate::reports::StampedResults> {
                $crate::cells::stamped_players_and_answers(
                    sqlx::query_as::<_, $crate::cells::StampedCellsRow>(concat!(
                        "SELECT ",
                        $crate::sql::player_columns!(),
                        ", results_stamp, cells FROM players \
                         WHERE assignment_id = $1 AND results_stamp > $2 ORDER BY joined_at, id"
                    ))
                    .bind(id)
                    .bind(after)
                    .fetch_all(&self.pool)
                    .await?,
                )
            }

            async fn results_stamp(
                &self,
                id: $crate::AssignmentId,
            ) -> $crate::Result<(i64, i64)> {
                Ok(sqlx::query_as::<_, (i64, i64)>(
                    "SELECT COUNT(*), CAST(COALESCE(SUM(results_stamp), 0) AS BIGINT) FROM players \
                     WHERE assignment_id = $1",
                )
                .bind(id)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn hand_marks(
                &self,
                owner: $crate::UserId,
                id: $crate::AssignmentId,
            ) -> $crate::Result<Vec<$crate::reports::HandMark>> {
                Ok(sqlx::query_as::<_, $crate::reports::HandMark>(
                    "SELECT n.player_id, n.question, u.email AS marked_by, n.marked_at \
                     FROM answers n JOIN assignments a ON a.id = n.assignment_id \
                     LEFT JOIN users u ON u.id = n.marked_by \
                     WHERE n.assignment_id = $1 AND a.owner_id = $2 \
                     AND n.marked_at IS NOT NULL ORDER BY n.player_id, n.question",
                )
                .bind(id)
                .bind(owner)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn link_follow_up(
                &self,
                owner: $crate::UserId,
                parent: $crate::AssignmentId,
                child: $crate::AssignmentId,
                roster: &[$crate::RosterId],
            ) -> $crate::Result<()> {
                let mut tx = self.pool.begin().await?;
                let (owned,): (i64,) = sqlx::query_as(
                    "SELECT COUNT(*) FROM assignments WHERE id IN ($1, $2) AND owner_id = $3",
                )
                .bind(parent)
                .bind(child)
                .bind(owner)
                .fetch_one(&mut *tx)
                .await?;
                if owned != 2 || parent == child {
                    return Err($crate::StoreError::NotFound);
                }
                sqlx::query("UPDATE assignments SET parent_id = $1 WHERE id = $2")
                    .bind(parent)
                    .bind(child)
                    .execute(&mut *tx)
                    .await?;
                for roster_id in roster {
                    sqlx::query(
                        "INSERT INTO assignment_students (assignment_id, roster_id) VALUES ($1, $2) \
                         ON CONFLICT DO NOTHING",
                    )
                    .bind(child)
                    .bind(roster_id)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                Ok(())
            }

            async fn given_to(
                &self,
                id: $crate::AssignmentId,
            ) -> $crate::Result<Option<Vec<$crate::RosterId>>> {
                let (parent,): (Option<i64>,) =
                    sqlx::query_as("SELECT parent_id FROM assignments WHERE id = $1")
                        .bind(id)
                        .fetch_one(&self.pool)
                        .await?;
                if parent.is_none() {
                    return Ok(None);
                }
                let rows: Vec<(i64,)> = sqlx::query_as(
                    "SELECT roster_id FROM assignment_students WHERE assignment_id = $1 \
                     ORDER BY roster_id",
                )
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
                Ok(Some(rows.into_iter().map(|(r,)| r).collect()))
            }

            async fn follow_ups(
                &self,
                owner: $crate::UserId,
                parent: $crate::AssignmentId,
            ) -> $crate::Result<Vec<$crate::AssignmentId>> {
                let rows: Vec<(i64,)> = sqlx::query_as(
                    "SELECT id FROM assignments WHERE parent_id = $1 AND owner_id = $2 ORDER BY id",
                )
                .bind(parent)
                .bind(owner)
                .fetch_all(&self.pool)
                .await?;
                Ok(rows.into_iter().map(|(r,)| r).collect())
            }

            async fn class_bands(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<$crate::reports::Bands> {
                let (low, high): (f64, f64) = sqlx::query_as(
                    "SELECT mastery_low, mastery_high FROM classes WHERE id = $1 AND owner_id = $2",
                )
                .bind(id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?;
                Ok($crate::reports::Bands { low, high })
            }

            async fn class_games(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<Vec<$crate::Assignment>> {
                sqlx::query_as::<_, $crate::play::AssignmentRow>(concat!(
                    $crate::sql::select_assignment!(),
                    "WHERE a.class_id = $1 AND a.owner_id = $2 ORDER BY a.created_at, a.id"
                ))
                .bind(id)
                .bind(owner)
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .map(TryInto::try_into)
                .collect()
            }

            async fn class_stamp(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<(i64, i64)> {
                Ok(sqlx::query_as::<_, (i64, i64)>(
                    "SELECT COUNT(*), CAST(COALESCE(SUM(p.results_stamp), 0) AS BIGINT) \
                     FROM players p JOIN assignments a ON a.id = p.assignment_id \
                     WHERE a.class_id = $1 AND a.owner_id = $2",
                )
                .bind(id)
                .bind(owner)
                .fetch_one(&self.pool)
                .await?)
            }

            async fn class_results(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
            ) -> $crate::Result<$crate::reports::ClassResults> {
                let games = self.class_games(owner, id).await?;
                // One row per player, its answers' marks kept in `cells` by
                // triggers: not one row per answer.
                let (players, marks) = $crate::cells::players_and_marks(
                    sqlx::query_as::<_, $crate::cells::PlayerCellsRow>(
                        "SELECT p.id, p.assignment_id, p.name, p.roster_id, p.removed, \
                         p.joined_at, p.cells \
                         FROM players p JOIN assignments a ON a.id = p.assignment_id \
                         WHERE a.class_id = $1 AND a.owner_id = $2 \
                         ORDER BY a.created_at, a.id, p.joined_at, p.id",
                    )
                    .bind(id)
                    .bind(owner)
                    .fetch_all(&self.pool)
                    .await?,
                )?;
                Ok($crate::reports::ClassResults {
                    games,
                    players,
                    marks,
                })
            }

            async fn set_class_bands(
                &self,
                owner: $crate::UserId,
                id: $crate::ClassId,
                bands: $crate::reports::Bands,
            ) -> $crate::Result<()> {
                $crate::sql::change_one!(
                    &self.pool,
                    "UPDATE classes SET mastery_low = $1, mastery_high = $2 \
                     WHERE id = $3 AND owner_id = $4",
                    bands.low,
                    bands.high,
                    id,
                    owner
                )
            }
        }
    };
}

pub(crate) use impl_reports;
