//! The players of a game: who may play, joining, connections opening and
//! closing, and the teacher renaming or removing a player.

use quizforge_store::{Player, PlayerId};

use super::dashboard::player_json;
use super::{Game, PlayerState, StudentEvent, lock};

impl Game {
    /// Whether this player may play (known and not removed).
    pub fn is_playing(&self, player: PlayerId) -> bool {
        lock(&self.inner)
            .players
            .get(&player)
            .is_some_and(|p| !p.removed)
    }

    /// Adds a player who just joined.
    pub fn add_player(&self, player: &Player) {
        let line = {
            let mut inner = lock(&self.inner);
            let state = inner
                .players
                .entry(player.id)
                .or_insert_with(|| PlayerState::new(player));
            player_json(player.id, state)
        };
        self.announce("player", line);
    }

    /// Counts a connection of a player opening or closing.
    pub fn set_connected(&self, player: PlayerId, opened: bool) {
        let line = {
            let mut inner = lock(&self.inner);
            let Some(state) = inner.players.get_mut(&player) else {
                return;
            };
            if opened {
                state.connections += 1;
            } else {
                state.connections = state.connections.saturating_sub(1);
            }
            player_json(player, state)
        };
        self.announce("player", line);
    }

    /// The teacher renamed a player (already stored).
    pub fn renamed(&self, player: PlayerId, name: &str) {
        let line = {
            let mut inner = lock(&self.inner);
            let Some(state) = inner.players.get_mut(&player) else {
                return;
            };
            state.name = name.to_string();
            player_json(player, state)
        };
        self.announce("player", line);
    }

    /// The teacher removed a player (already stored).
    pub fn removed(&self, player: PlayerId) {
        let line = {
            let mut inner = lock(&self.inner);
            let Some(state) = inner.players.get_mut(&player) else {
                return;
            };
            state.removed = true;
            player_json(player, state)
        };
        let _ = self.students.send(StudentEvent::Removed(player));
        self.announce("player", line);
    }
}
