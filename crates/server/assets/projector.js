// The projector: the classroom wall follows the game over the dashboard's
// event stream. One screen at a time: the lobby (code, QR, who joined),
// the question alone and large, its results (the distribution, and the
// leaderboard when the teacher chose one), a podium at the end.
(() => {
  'use strict';
  const root = document.getElementById('wall');
  if (!root) return;
  const id = root.dataset.id;
  const leaderboard = root.dataset.leaderboard;
  const top = Number(root.dataset.top) || 0;
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const SHAPES = ['▲', '◆', '●', '■', '★', '⬟', '⬢', '✚'];
  // Answers are stored by the quiz's own order of choices; the screen may
  // show them shuffled (one order for the whole class in a live game).
  const quizIndex = (q, shown) => (q.choice_order ? q.choice_order[shown] : shown);
  const $ = (name) => document.getElementById(name);
  // The page's words, in its language (locales/*/live.ftl, projector-js-*);
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
  const counted = (key, count, blanks) => t(`${key}-${plurals.select(count) === 'one' ? 'one' : 'other'}`, { count, ...blanks });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  let game = null;
  const answers = new Map(); // "player:question" -> answer
  let scheduled = false;
  let timerEnd = null;

  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      // Through the CSSOM: the Content-Security-Policy forbids style attributes.
      else if (key === 'share') node.style.setProperty('--share', value);
      else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value);
    }
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  };

  // Whether answer counts show while a question is open: off by default,
  // so students do not copy the crowd; remembered in this browser.
  const liveCounts = $('live-counts');
  liveCounts.checked = localStorage.getItem('qf-projector-live-counts') === 'on';
  liveCounts.addEventListener('change', () => {
    localStorage.setItem('qf-projector-live-counts', liveCounts.checked ? 'on' : 'off');
    schedule();
  });

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
    source.onerror = () => { $('wall-phase').textContent = t('reconnecting'); };
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => { scheduled = false; render(); });
  }

  function setTimer(state) {
    timerEnd = state.remaining_ms !== null && state.remaining_ms !== undefined ? performance.now() + state.remaining_ms : null;
  }

  setInterval(tick, 250);

  function tick() {
    const node = $('q-timer');
    if (timerEnd === null || !game || game.state.phase !== 'question') { node.textContent = ''; node.hidden = true; return; }
    const left = Math.max(0, Math.ceil((timerEnd - performance.now()) / 1000));
    node.hidden = false;
    node.textContent = left > 0 ? String(left) : t('times-up');
    node.classList.toggle('low', left <= 5);
  }

  // Whole points unless the quiz itself gives fractions of a point (a
  // speed bonus alone does not show "0.85"); in the language's own digits
  // ("2,5" in French and German).
  const pointsOf = (n) => {
    const fractional = game && game.questions.some((q) => !Number.isInteger(q.points));
    return fractional ? Math.round(n * 100) / 100 : Math.round(n);
  };
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false });
  const points = (n) => numbers.format(pointsOf(n));

  function ranked(players) {
    return [...players].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  }

  function render() {
    if (!game) return;
    const players = game.players.filter((p) => !p.removed);
    const state = game.state;
    const current = state.question;
    const q = current !== null && current !== undefined ? game.questions[current] : null;
    const last = current === game.questions.length - 1;
    root.dataset.phase = state.phase;
    tick();

    const screen = state.phase === 'ended' ? 'end' : (state.phase === 'question' || state.phase === 'results') && q ? 'question' : 'lobby';
    $('screen-lobby').hidden = screen !== 'lobby';
    $('screen-question').hidden = screen !== 'question';
    $('screen-end').hidden = screen !== 'end';
    // Joining stays open during the game: the code moves to a corner.
    $('join-strip').hidden = screen !== 'question';

    const of = { n: current + 1, count: game.questions.length };
    const phase = {
      lobby: players.length ? counted('students-in', players.length) : t('waiting-students'),
      question: q ? t('question-of', of) : '',
      results: q ? t('results-of', of) : '',
      open: t('open'),
      ended: t('ended'),
    }[state.phase];
    $('wall-phase').textContent = phase;
    for (const button of root.querySelectorAll('.wall-controls button[data-action]')) {
      button.disabled = !{
        start: state.phase === 'lobby',
        reveal: state.phase === 'question',
        next: state.phase === 'question' || state.phase === 'results',
        end: state.phase !== 'ended',
      }[button.dataset.action];
    }
    const next = $('next-button');
    if (next) {
      next.textContent = `${last ? t('finish') : t('next')} ▸`;
      // Ending cannot be undone: ask once (app.js asks for data-confirm).
      if (last) $('next-form').dataset.confirm = t('last-confirm');
      else delete $('next-form').dataset.confirm;
    }

    if (screen === 'lobby') lobby(players, state);
    else if (screen === 'question') question(q, current, players, state);
    else podium(players);
  }

  function lobby(players, state) {
    const count = $('joined-count');
    if (state.phase === 'open') {
      const given = players.reduce((n, p) => n + game.questions.filter((_, i) => answers.has(`${p.id}:${i}`)).length, 0);
      count.textContent = `${counted('playing', players.length)} · ${counted('answers', given)}`;
    } else {
      count.textContent = players.length ? counted('joined', players.length) : t('waiting-first');
    }
    $('joined').replaceChildren(...players.map((p) => el('li', { class: p.connected ? 'on' : 'off', text: p.name })));
  }

  function question(q, index, players, state) {
    const results = state.phase === 'results';
    const given = players.map((p) => answers.get(`${p.id}:${index}`)).filter(Boolean);
    $('q-number').textContent = t('question-of', { n: index + 1, count: game.questions.length });
    $('q-answered').textContent = t(`answered-${plurals.select(given.length) === 'one' ? 'one' : 'other'}`, { n: given.length, count: players.length });
    const prompt = $('q-prompt');
    prompt.textContent = q.prompt;
    // A long question gets smaller type so that the options stay on screen.
    prompt.classList.toggle('long', q.prompt.length > 140);
    prompt.classList.toggle('very-long', q.prompt.length > 320);
    $('q-images').replaceChildren(...(q.images || []).map((src, i) =>
      el('img', { src, alt: (q.image_alt || [])[i] || '', class: 'q-image' })));
    const showCounts = results || liveCounts.checked;
    const correct = new Set(results ? (q.reveal.correct_choices || []) : []);
    const total = Math.max(1, given.length);
    const list = $('q-options');
    list.classList.toggle('with-counts', showCounts);
    list.classList.toggle('results', results);
    let rows;
    if (q.choices.length) {
      list.dataset.kind = 'choices';
      rows = q.choices.map((text, i) => {
        const count = given.filter((a) => a.picked.includes(quizIndex(q, i))).length;
        return el('li', { class: `q-option c${i % 4}${correct.has(i) ? ' right' : ''}${results && !correct.has(i) ? ' dim' : ''}` },
          el('span', { class: 'q-shape', 'aria-hidden': 'true', text: SHAPES[i % SHAPES.length] }),
          el('span', { class: 'q-letter', text: `${LETTERS[i]}.` }),
          el('span', { class: 'q-text' },
            (q.choice_images || [])[i] ? el('img', { src: q.choice_images[i].src, alt: q.choice_images[i].alt || text, class: 'q-option-image' }) : null,
            document.createTextNode(text + (correct.has(i) ? ' ✓' : ''))),
          showCounts ? el('span', { class: 'q-bar', share: `${(100 * count / total).toFixed(1)}%` }) : null,
          showCounts ? el('span', { class: 'q-count', text: String(count) }) : null);
      });
    } else if (!results && q.items && q.items.length) {
      list.dataset.kind = 'items';
      rows = q.items.map((text) => el('li', { class: 'q-option item' }, el('span', { class: 'q-text', text })));
    } else if (!results) {
      list.dataset.kind = 'typed';
      rows = [el('li', { class: 'q-option typed' }, el('span', { class: 'q-text', text: t('answer-on-phone') }))];
    } else {
      list.dataset.kind = 'outcomes';
      const key = [...(q.reveal.accepted || []), ...(q.reveal.numbers || [])];
      rows = [[t('right'), 'correct'], [t('partly'), 'partial'], [t('wrong'), 'incorrect']].map(([label, outcome]) => {
        const count = given.filter((a) => a.outcome === outcome).length;
        return el('li', { class: `q-option outcome ${outcome}` },
          el('span', { class: 'q-text', text: label }),
          el('span', { class: 'q-bar', share: `${(100 * count / total).toFixed(1)}%` }),
          el('span', { class: 'q-count', text: String(count) }));
      });
      if (key.length) rows.unshift(el('li', { class: 'q-option key right' }, el('span', { class: 'q-text', text: `${key.join(' · ')} ✓` })));
    }
    list.replaceChildren(...rows);
    const leaders = $('q-leaders');
    const showLeaders = results && leaderboard === 'top' && players.length > 0;
    leaders.hidden = !showLeaders;
    if (showLeaders) {
      leaders.replaceChildren(el('li', { class: 'leaders-head', text: t('leaderboard') }),
        ...ranked(players).slice(0, top).map((p, i) => el('li', { class: 'leader' },
          el('span', { class: 'leader-rank', text: String(i + 1) }),
          el('span', { class: 'leader-name', text: p.name }),
          el('span', { class: 'leader-score', text: points(p.score) }))));
    }
  }

  function podium(players) {
    const places = ranked(players).slice(0, 3);
    const named = leaderboard === 'top';
    const box = $('podium');
    box.hidden = leaderboard === 'off' || places.length === 0;
    // Second, first, third: the winner in the middle, highest.
    const order = [1, 0, 2].filter((i) => places[i]);
    box.replaceChildren(...order.map((i) => el('li', { class: `place p${i + 1}` },
      el('span', { class: 'place-name', text: named ? places[i].name : t(`place-${i + 1}`) }),
      el('span', { class: 'place-score', text: t(`points-${plurals.select(pointsOf(places[i].score)) === 'one' ? 'one' : 'other'}`, { points: points(places[i].score) }) }),
      el('span', { class: 'place-step', text: String(i + 1) }))));
    let right = 0;
    let of = 0;
    const live = new Set(players.map((p) => p.id));
    for (const a of answers.values()) {
      if (!live.has(a.player) || a.outcome === 'needs_review' || a.outcome === null) continue;
      of += 1;
      right += a.outcome === 'correct' ? 1 : a.outcome === 'partial' ? 0.5 : 0;
    }
    const share = percent.format(of ? Math.round(100 * right / of) / 100 : 0);
    $('end-summary').textContent = `${t('well-played')} ${counted('students', players.length)} · ${t('class-right', { percent: share })}`;
  }

  // The controls post in the background so that the event stream stays
  // open. app.js has already asked for any confirmation (and cancelled the
  // submit if the teacher said no).
  document.addEventListener('submit', async (e) => {
    const form = e.target;
    if (e.defaultPrevented || !form.classList.contains('control')) return;
    e.preventDefault();
    const error = $('control-error');
    error.hidden = true;
    const response = await fetch(form.getAttribute('action'), { method: 'POST', body: new URLSearchParams(new FormData(form)), headers: { Accept: 'application/json' } });
    if (!response.ok) {
      let message = t('server-said', { status: response.status });
      try { message = (await response.json()).error || message; } catch (_) { /* a page, not JSON */ }
      error.textContent = message;
      error.hidden = false;
    }
  });

  connect();
})();
