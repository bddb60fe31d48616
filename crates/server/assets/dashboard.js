// The teacher's live dashboard: one EventSource (server-sent events) for
// everything that happens in the game, redrawn at most once a frame so a
// whole class answering in the same second costs one paint.
(() => {
  'use strict';
  const root = document.getElementById('dashboard');
  if (!root) return;
  const id = root.dataset.id;
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const SHAPES = ['▲', '◆', '●', '■', '★', '⬟', '⬢', '✚'];
  // Answers are stored by the quiz's own order of choices; the screen may
  // show them shuffled (one order for the whole class in a live game).
  const quizIndex = (q, shown) => (q.choice_order ? q.choice_order[shown] : shown);
  const $ = (sel) => document.getElementById(sel);
  // The page's words, in its language (locales/*/live.ftl, dashboard-js-*);
  // each %name-style blank is filled in here.
  let messages = {};
  try { messages = JSON.parse(root.dataset.messages || '{}'); } catch (_) { messages = {}; }
  const t = (key, blanks) => {
    let text = messages[key] || key;
    for (const [name, value] of Object.entries(blanks || {})) text = text.split(`%${name}`).join(String(value));
    return text;
  };
  const lang = document.documentElement.lang || 'en';
  const plurals = new Intl.PluralRules(lang);
  // "3 students": the key's -one or -other form, by the language's rules.
  const counted = (key, count) => t(`${key}-${plurals.select(count) === 'one' ? 'one' : 'other'}`, { count });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false });
  const short = (i) => t('q', { n: i + 1 });
  let game = null;           // the last snapshot, kept up to date by events
  const answers = new Map(); // "player:question" -> answer
  let scheduled = false;
  let timerEnd = null;

  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      // Custom properties through the CSSOM: the Content-Security-Policy
      // forbids style attributes.
      else if (key === 'share') node.style.setProperty('--share', value);
      else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value);
    }
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  };

  function connect() {
    const source = new EventSource(`/assignments/${id}/events`);
    source.addEventListener('snapshot', (e) => {
      game = JSON.parse(e.data);
      answers.clear();
      for (const a of game.answers) answers.set(`${a.player}:${a.question}`, a);
      setTimer(game.state);
      schedule();
    });
    source.addEventListener('answer', (e) => {
      const a = JSON.parse(e.data);
      answers.set(`${a.player}:${a.question}`, a);
      schedule();
    });
    source.addEventListener('player', (e) => {
      if (!game) return;
      const p = JSON.parse(e.data);
      const at = game.players.findIndex((x) => x.id === p.id);
      if (at >= 0) game.players[at] = p; else game.players.push(p);
      schedule();
    });
    source.addEventListener('state', (e) => {
      if (!game) return;
      game.state = JSON.parse(e.data);
      setTimer(game.state);
      schedule();
    });
    source.onerror = () => {
      $('phase').textContent = t('reconnecting');
      // The browser gives up after an error status (a game moving between
      // servers answers 503 for a moment): start again a little later.
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, 2000);
    };
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => { scheduled = false; render(); });
  }

  function setTimer(state) {
    timerEnd = state.remaining_ms !== null && state.remaining_ms !== undefined ? performance.now() + state.remaining_ms : null;
  }

  setInterval(() => {
    const node = $('timer');
    if (timerEnd === null || !game || game.state.phase !== 'question') { node.textContent = ''; return; }
    const left = Math.max(0, Math.ceil((timerEnd - performance.now()) / 1000));
    node.textContent = left > 0 ? t('seconds-left', { seconds: left }) : t('times-up');
  }, 250);

  const credit = (a) => (a.outcome === 'correct' ? 1 : a.outcome === 'partial' ? 0.5 : 0);

  function render() {
    if (!game) return;
    const players = game.players.filter((p) => !p.removed);
    const state = game.state;
    const current = state.question;
    const phase = state.phase === 'lobby' && players.length
      ? counted('lobby', players.length)
      : t(`phase-${state.phase}`);
    $('phase').textContent = phase + (current !== null && current !== undefined && state.phase !== 'ended' ? ` · ${t('question-of', { n: current + 1, count: game.questions.length })}` : '');
    const connected = players.filter((p) => p.connected).length;
    $('connected-count').textContent = `${counted('joined', players.length)} · ${counted('connected', connected)}`;
    for (const button of document.querySelectorAll('#control-buttons button')) {
      const action = button.dataset.action;
      const allowed = {
        start: state.phase === 'lobby',
        reveal: state.phase === 'question',
        next: state.phase === 'question' || state.phase === 'results',
        end: state.phase !== 'ended',
      }[action];
      button.disabled = !allowed;
    }
    // "Next" on the last question ends the game: it says so, and asks once.
    const next = document.querySelector('#control-buttons button[data-action=next]');
    if (next) {
      const last = current === game.questions.length - 1;
      next.textContent = `${last ? t('finish') : t('next')} ▸`;
      if (last) next.form.dataset.confirm = t('last-confirm');
      else delete next.form.dataset.confirm;
    }
    // The current question, its answered count and distribution (live).
    const now = $('now');
    if ((state.phase === 'question' || state.phase === 'results') && game.questions[current]) {
      const q = game.questions[current];
      const given = players.map((p) => answers.get(`${p.id}:${current}`)).filter(Boolean);
      $('answered-count').textContent = t(`answered-${plurals.select(given.length) === 'one' ? 'one' : 'other'}`, { n: given.length, count: players.length });
      now.hidden = false;
      $('now-number').textContent = t('now-question-of', { n: current + 1, count: game.questions.length });
      $('now-prompt').textContent = q.prompt;
      distribution(q, given, true);
    } else {
      $('answered-count').textContent = '';
      now.hidden = true;
    }
    grid(players);
    accuracy(players);
  }

  function distribution(q, given, reveal) {
    const list = $('distribution');
    const rows = [];
    const total = Math.max(1, given.length);
    if (q.choices.length) {
      const correct = new Set(q.reveal.correct_choices || []);
      q.choices.forEach((text, i) => {
        const count = given.filter((a) => a.picked.includes(quizIndex(q, i))).length;
        rows.push([`${SHAPES[i % SHAPES.length]} ${LETTERS[i]}. ${text}`, count, reveal && correct.has(i), `c${i % 4}`]);
      });
    } else {
      for (const [label, outcome] of [[t('right'), 'correct'], [t('partly'), 'partial'], [t('wrong'), 'incorrect'], [t('to-mark'), 'needs_review']]) {
        rows.push([label, given.filter((a) => a.outcome === outcome).length, false, outcome]);
      }
    }
    list.replaceChildren(...rows.map(([label, count, right, kind]) => el('li', { class: `dist ${kind}${right ? ' right' : ''}` },
      el('span', { class: 'dist-label', text: label + (right ? ' ✓' : '') }),
      el('span', { class: 'dist-bar', share: `${(100 * count / total).toFixed(1)}%` }),
      el('span', { class: 'dist-count', text: String(count) }))));
  }

  function grid(players) {
    const table = $('grid');
    const head = el('tr', {}, el('th', { scope: 'col', text: t('student') }), el('th', { scope: 'col', text: t('score') }),
      ...game.questions.map((q, i) => el('th', { scope: 'col', title: q.prompt, text: short(i) })));
    table.tHead.replaceChildren(head);
    const menu = $('player-menu');
    table.tBodies[0].replaceChildren(...players.map((p) => {
      const name = el('th', { scope: 'row', class: 'who' },
        el('span', { class: `dot ${p.connected ? 'on' : 'off'}`, title: t(p.connected ? 'connected' : 'not-connected'), 'aria-label': t(p.connected ? 'connected' : 'not-connected') }),
        el('span', { class: 'player-name', text: p.name }));
      const tools = menu.content.cloneNode(true);
      tools.querySelector('form.rename').setAttribute('action', `/assignments/${id}/players/${p.id}/rename`);
      tools.querySelector('form.remove').setAttribute('action', `/assignments/${id}/players/${p.id}/remove`);
      name.append(tools);
      const cells = game.questions.map((q, i) => {
        const a = answers.get(`${p.id}:${i}`);
        const [mark, kind, label] = !a ? ['–', 'none', 'not-yet']
          : a.outcome === 'correct' ? ['✓', 'correct', 'right']
            : a.outcome === 'partial' ? ['½', 'partial', 'partly']
              : a.outcome === 'needs_review' ? ['?', 'review', 'to-mark']
                  // A skip scores nothing, but it is no wrong answer.
                  : a.outcome ? ['✗', 'wrong', 'wrong'] : ['»', 'skipped', 'skipped'];
        return el('td', { class: `cell ${kind}`, title: t('cell', { name: p.name, question: short(i), label: t(`cell-${label}`) }) }, mark);
      });
      return el('tr', { 'data-player': p.id }, name, el('td', { class: 'total', text: numbers.format(p.score) }), ...cells);
    }));
  }

  function accuracy(players) {
    const live = new Set(players.map((p) => p.id));
    const byQuestion = game.questions.map(() => [0, 0]);
    const byTopic = new Map();
    for (const a of answers.values()) {
      if (!live.has(a.player) || a.outcome === 'needs_review') continue;
      const q = game.questions[a.question];
      if (!q) continue;
      byQuestion[a.question][0] += credit(a);
      byQuestion[a.question][1] += 1;
      const topic = q.topic || t('no-topic');
      const tally = byTopic.get(topic) || [0, 0];
      tally[0] += credit(a); tally[1] += 1;
      byTopic.set(topic, tally);
    }
    const bar = (label, [got, of], title) => el('li', { title },
      el('span', { class: 'dist-label', text: label }),
      el('span', { class: 'dist-bar', share: `${of ? (100 * got / of).toFixed(1) : 0}%` }),
      el('span', { class: 'dist-count', text: of ? percent.format(Math.round(100 * got / of) / 100) : '–' }));
    $('by-question').replaceChildren(...byQuestion.map((v, i) => bar(short(i), v, game.questions[i].prompt)));
    $('by-topic').replaceChildren(...[...byTopic.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([topic, v]) => bar(topic, v, topic)));
  }

  // Controls and player actions post in the background so the event
  // stream stays open; without JavaScript they are plain forms.
  document.addEventListener('submit', async (e) => {
    const form = e.target;
    // app.js asks for any confirmation and cancels the submit on "no".
    if (e.defaultPrevented || !root.contains(form)) return;
    if (!form.classList.contains('control') && !form.classList.contains('rename') && !form.classList.contains('remove')) return;
    e.preventDefault();
    const error = $('control-error');
    error.hidden = true;
    // getAttribute: the control forms have an input named "action", which
    // shadows form.action.
    const response = await fetch(form.getAttribute('action'), { method: 'POST', body: new URLSearchParams(new FormData(form)), headers: { Accept: 'application/json' } });
    if (!response.ok) {
      let message = t('server-said', { status: response.status });
      try { message = (await response.json()).error || message; } catch (_) { /* a page, not JSON */ }
      error.textContent = message;
      error.hidden = false;
    }
    const details = form.closest('details');
    if (details) details.open = false;
  });

  connect();
})();
