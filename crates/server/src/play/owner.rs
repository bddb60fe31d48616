//! Which process hosts a game, when several share one PostgreSQL database
//! (docs/deploy.md).
//!
//! A process takes a game's lease when a request for it arrives and the
//! lease is free or expired, then loads the game from the database. A
//! heartbeat renews every lease it holds and takes over the games whose
//! lease expired (their process died): a game runs on, from the database,
//! within about one lease time. A process that finds its lease gone (taken
//! over after a pause) drops the game and closes its sockets; one that
//! drains (SIGTERM) gives its leases up after its last writes committed.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use quizforge_core::play::codes;
use quizforge_store::{AssignmentId, LEASE_LOST, Store, StoreError};

use super::game::{Game, Games, lock};
use super::lease::{Holding, LeaseSettings};

/// Where a request for a game must be served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// Here: this process hosts the game (or there is one process).
    Here,
    /// At another process, at this address (`host:port`).
    There(String),
    /// Nowhere yet (a draining process waits for another to take it).
    Wait,
}

/// The orphaned games a heartbeat takes over at most.
const TAKEOVER_BATCH: i64 = 64;

impl Games {
    /// How this process holds leases, when several processes share the
    /// database.
    pub fn lease_settings(&self) -> Option<&LeaseSettings> {
        self.leases.as_ref()
    }

    /// Whether this process is draining (SIGTERM): `/readyz` says so.
    pub fn draining(&self) -> bool {
        self.draining.load(Ordering::SeqCst)
    }

    /// Takes the lease of a game about to be loaded (nothing to take with
    /// one process).
    pub(super) async fn take_lease(
        &self,
        id: AssignmentId,
    ) -> Result<Option<Arc<Holding>>, StoreError> {
        let Some(settings) = &self.leases else {
            return Ok(None);
        };
        if self.draining() {
            return Err(StoreError::Conflict(LEASE_LOST));
        }
        let sent = Instant::now();
        match self
            .store
            .acquire_lease(id, &settings.node, &settings.address, settings.ttl_ms())
            .await?
        {
            Some(lease) => {
                tracing::info!(game = id, generation = lease.generation, "hosting the game");
                Ok(Some(Arc::new(Holding::new(
                    lease.generation,
                    sent,
                    settings,
                ))))
            }
            None => Err(StoreError::Conflict(LEASE_LOST)),
        }
    }

    /// The game a join code names (its id), remembered once found.
    pub async fn id_by_code(&self, typed: &str) -> Result<AssignmentId, StoreError> {
        let code = codes::normalize(typed).ok_or(StoreError::NotFound)?;
        if let Some(id) = lock(&self.codes).get(&code) {
            return Ok(*id);
        }
        let id = self.store.assignment_by_code(&code).await?.id;
        lock(&self.codes).insert(code, id);
        Ok(id)
    }

    /// Where a request for game `id` must be served: here (taking the game
    /// if its lease is free), at the process holding it, or nowhere yet.
    pub async fn place(&self, id: AssignmentId) -> Result<Place, StoreError> {
        let Some(settings) = &self.leases else {
            return Ok(Place::Here);
        };
        if lock(&self.games).get(&id).is_some_and(|g| g.hosted_here()) {
            return Ok(Place::Here);
        }
        match self.store.lease(id).await? {
            Some(lease) if lease.live() && lease.owner != settings.node => {
                return Ok(Place::There(lease.address));
            }
            _ if self.draining() => return Ok(Place::Wait),
            _ => {}
        }
        match self.get(id).await {
            Ok(game) if game.hosted_here() => Ok(Place::Here),
            Ok(game) => {
                self.let_go(id, &game);
                Ok(Place::Wait)
            }
            Err(StoreError::Conflict(_)) => Ok(Place::Wait),
            Err(other) => Err(other),
        }
    }

    /// Drops a game whose lease this process no longer holds; its sockets
    /// close and reconnect to its new host.
    pub(super) fn let_go(&self, id: AssignmentId, game: &Arc<Game>) {
        {
            let mut games = lock(&self.games);
            if games.get(&id).is_some_and(|held| Arc::ptr_eq(held, game)) {
                games.remove(&id);
            }
        }
        game.leave();
    }

    /// Starts the heartbeat (several processes): renews every lease held,
    /// drops the games whose lease was lost, and takes over the games of
    /// processes that died. Stops when the games are dropped.
    pub fn start_heartbeat(self: &Arc<Self>) {
        let Some(settings) = self.leases.clone() else {
            return;
        };
        let games: Weak<Games> = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(settings.renew_every());
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(games) = games.upgrade() else { return };
                games.beat(&settings).await;
            }
        });
    }

    async fn beat(&self, settings: &LeaseSettings) {
        let held: Vec<(AssignmentId, Arc<Game>)> = lock(&self.games)
            .iter()
            .map(|(id, game)| (*id, Arc::clone(game)))
            .collect();
        let leased: Vec<(AssignmentId, Arc<Game>, _)> = held
            .into_iter()
            .filter_map(|(id, game)| {
                let lease = game.lease().cloned()?;
                Some((id, game, lease))
            })
            .collect();
        // Every lease in one statement: renewed one by one, a busy process
        // let the last ones run out before it got to them.
        let pairs: Vec<(AssignmentId, i64)> = leased
            .iter()
            .map(|(id, _, lease)| (*id, lease.generation))
            .collect();
        let sent = Instant::now();
        let renewed = self
            .store
            .renew_leases(&settings.node, &pairs, settings.ttl_ms())
            .await;
        for (id, game, lease) in leased {
            match &renewed {
                Ok(renewed) if renewed.contains(&id) => lease.extend(sent, settings),
                Ok(_) => {
                    tracing::warn!(game = id, "lease lost: the game moved to another server");
                    self.let_go(id, &game);
                }
                Err(error) => {
                    tracing::error!(%error, game = id, "cannot renew the game's lease");
                    if !lease.valid() {
                        self.let_go(id, &game);
                    }
                }
            }
        }
        if self.draining() {
            return;
        }
        match self.store.orphaned_games(TAKEOVER_BATCH).await {
            Ok(orphans) => {
                for id in orphans {
                    match self.get(id).await {
                        Ok(_) => tracing::info!(game = id, "took over a game whose server stopped"),
                        Err(StoreError::Conflict(_) | StoreError::NotFound) => {}
                        Err(error) => {
                            tracing::error!(%error, game = id, "cannot take the game over")
                        }
                    }
                }
            }
            Err(error) => tracing::error!(%error, "cannot look for orphaned games"),
        }
    }

    /// Drains this process (SIGTERM): takes no game any more, closes the
    /// sockets of its games (they reconnect elsewhere), waits for the
    /// writes under way to commit, then gives every lease up so another
    /// process takes the games at once.
    pub async fn drain(&self) {
        self.draining.store(true, Ordering::SeqCst);
        let Some(settings) = &self.leases else {
            return;
        };
        let held: Vec<(AssignmentId, Arc<Game>)> = lock(&self.games).drain().collect();
        for (_, game) in &held {
            game.leave();
        }
        self.journal().settle(Duration::from_secs(5)).await;
        for (id, game) in held {
            if let Some(lease) = game.lease()
                && let Err(error) = self
                    .store
                    .release_lease(id, &settings.node, lease.generation)
                    .await
            {
                tracing::error!(%error, game = id, "cannot give the game's lease up");
            }
        }
    }
}
