// The student's play page: one WebSocket (docs/protocol.md), screens drawn
// from the server's messages. An answer stays "sending" until the server
// acknowledges it as stored; it is sent again after any reconnect, which
// is safe because the server keeps the first copy of each answer.
(() => {
  'use strict';
  const root = document.getElementById('play');
  if (!root) return;
  const code = root.dataset.code;
  const screen = document.getElementById('screen');
  const statusEl = document.getElementById('status');
  const progressEl = document.getElementById('progress');
  const SHAPES = ['▲', '◆', '●', '■', '★', '⬟', '⬢', '✚'];
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  // The page's words, in its language (locales/*.ftl, play-js-*); each
  // %name-style blank is filled in here.
  let messages = {};
  try { messages = JSON.parse(root.dataset.messages || '{}'); } catch (e) { messages = {}; }
  const t = (key, blanks) => {
    let text = messages[key] || key;
    for (const [name, value] of Object.entries(blanks || {})) text = text.split(`%${name}`).join(String(value));
    return text;
  };
  const plural = new Intl.PluralRules(document.documentElement.lang || 'en');
  let socket = null;
  let retries = 0;
  let stopped = false;
  let me = null;
  let shown = null;        // the question on screen
  let pending = null;      // the answer sent but not yet acknowledged
  let queued = null;       // the next screen, held while feedback shows
  let timer = null;
  // Scores show as whole points unless the quiz itself gives fractions of
  // a point (a speed bonus alone does not make "+0.85 points").
  let fractional = false;
  const points = (n) => {
    const shown = fractional ? Math.round(n * 100) / 100 : Math.round(n);
    return t(plural.select(shown) === 'one' ? 'points-one' : 'points-other', { points: shown });
  };

  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value === true ? '' : value);
    }
    for (const child of children) if (child) node.append(child);
    return node;
  };
  const show = (...nodes) => { screen.replaceChildren(...nodes); };
  const setStatus = (text, kind) => { statusEl.textContent = text; statusEl.dataset.kind = kind; };
  const paced = () => me && me.mode !== 'live';

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}/play/${code}/ws`);
    socket.onopen = () => {
      retries = 0;
      setStatus(t('connected'), 'ok');
      if (pending) socket.send(JSON.stringify(pending));
    };
    socket.onmessage = (event) => {
      try { handle(JSON.parse(event.data)); } catch (error) { console.error(error); }
    };
    socket.onclose = () => {
      if (stopped) return;
      setStatus(t('reconnecting'), 'warn');
      const delay = Math.min(8000, 400 * 2 ** retries++) + Math.random() * 400;
      setTimeout(connect, delay);
    };
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function handle(message) {
    switch (message.type) {
      case 'welcome':
        me = message;
        progress(message.answered);
        break;
      case 'lobby':
        stopTimer();
        shown = null;
        show(el('div', { class: 'waiting' },
          el('p', { class: 'big-tick', 'aria-hidden': 'true', text: '✓' }),
          el('h1', { text: me ? t('in-named', { name: me.name }) : t('in') }),
          el('p', { class: 'lead', text: t('waiting-start') })));
        break;
      case 'question':
        if (queued !== null) { queued = message; break; }
        question(message);
        break;
      case 'ack':
        if (pending && pending.question === message.question) pending = null;
        progress(Math.max(me ? me.answered : 0, message.question + 1));
        if (message.feedback && paced()) { queued = queued || 'wait'; feedback(message.feedback, true); }
        else sent();
        break;
      case 'rejected': {
        // Said in the page's language by its reason; the server's English
        // sentence only for a reason this page does not know.
        const why = messages[`rejected-${message.reason}`] || message.message;
        if (message.reason === 'not_saved') {
          setTimeout(() => { if (pending) send(pending); }, 1000);
          setStatus(why, 'warn');
          break;
        }
        pending = null;
        notice(why);
        break;
      }
      case 'results':
        stopTimer();
        results(message);
        break;
      case 'ended':
        stopTimer();
        if (queued !== null) { queued = message; break; }
        ended(message.summary);
        break;
      case 'removed':
        stopped = true;
        stopTimer();
        socket.close();
        show(el('div', { class: 'waiting' }, el('h1', { text: t('removed') }),
          el('p', {}, el('a', { href: '/join', class: 'button primary big', text: t('join-again') }))));
        setStatus(t('left'), 'warn');
        break;
      default:
        break;
    }
  }

  function progress(answered) {
    if (!me) return;
    me.answered = answered;
    progressEl.textContent = me.mode === 'live' ? '' : `${Math.min(answered, me.questions)} / ${me.questions}`;
  }

  function question(message) {
    const q = message.question;
    if (message.answered) {
      shown = q;
      stopTimer();
      sent();
      return;
    }
    if (shown && shown.index === q.index && screen.querySelector('.question') && !pending) return;
    shown = q;
    if (!Number.isInteger(q.points)) fractional = true;
    const form = el('form', { class: 'answer', onsubmit: (e) => e.preventDefault() });
    const head = el('div', { class: 'question' },
      el('p', { class: 'eyebrow', text: t('question-of', { n: q.index + 1, count: q.count })
        + (q.points !== 1 ? ` · ${t(plural.select(q.points) === 'one' ? 'points-one' : 'points-other', { points: q.points })}` : '') }));
    if (q.stimulus) head.append(el('p', { class: 'stimulus', text: q.stimulus }));
    head.append(el('h1', { class: 'prompt', id: 'prompt', text: q.prompt }));
    (q.images || []).forEach((src, i) => head.append(el('img', { src, alt: (q.image_alt || [])[i] || '', class: 'question-image' })));
    // A choice's words, and its image (described by its alt text, else by
    // its words) when it has one.
    const optionText = (choice) => el('span', { class: 'option-text' },
      choice.image ? el('img', { src: choice.image, alt: choice.image_alt || choice.text || '', class: 'option-image' }) : null,
      choice.text ? document.createTextNode(choice.text) : null);
    const submit = (response) => answer(q, response);
    switch (q.kind) {
      case 'multiple_choice':
      case 'true_false':
        form.append(el('div', { class: 'options', role: 'group', 'aria-labelledby': 'prompt' },
          ...q.choices.map((choice, i) => el('button', {
            type: 'button', class: `option c${i % 4}`, onclick: () => submit({ type: 'choice', value: i }),
          }, el('span', { class: 'shape', 'aria-hidden': 'true', text: SHAPES[i % SHAPES.length] }),
          el('span', { class: 'letter', text: LETTERS[i] }), optionText(choice)))));
        break;
      case 'multiple_response': {
        const picked = new Set();
        form.append(el('p', { class: 'hint', text: t('tick-all') }),
          el('div', { class: 'options', role: 'group', 'aria-labelledby': 'prompt' },
            ...q.choices.map((choice, i) => el('button', {
              type: 'button', class: `option c${i % 4}`, 'aria-pressed': 'false',
              onclick: (e) => {
                const on = !picked.has(i);
                if (on) picked.add(i); else picked.delete(i);
                e.currentTarget.setAttribute('aria-pressed', String(on));
              },
            }, el('span', { class: 'shape', 'aria-hidden': 'true', text: SHAPES[i % SHAPES.length] }),
            el('span', { class: 'letter', text: LETTERS[i] }), optionText(choice)))),
          el('button', { type: 'button', class: 'button primary big send', text: t('send'),
            onclick: () => submit({ type: 'choices', value: [...picked].sort((a, b) => a - b) }) }));
        break;
      }
      case 'short_answer':
      case 'open': {
        const input = q.kind === 'open'
          ? el('textarea', { id: 'typed', rows: '4', maxlength: '2000' })
          : el('input', { id: 'typed', autocomplete: 'off', maxlength: '200' });
        form.append(el('label', { for: 'typed', text: t('your-answer') }), input,
          el('button', { type: 'submit', class: 'button primary big send', text: t('send') }));
        form.onsubmit = (e) => { e.preventDefault(); if (input.value.trim()) submit({ type: 'text', value: input.value.trim() }); };
        break;
      }
      case 'numeric': {
        const input = el('input', { id: 'typed', inputmode: 'decimal', autocomplete: 'off', maxlength: '40' });
        form.append(el('label', { for: 'typed', text: t('your-number') }), input,
          el('button', { type: 'submit', class: 'button primary big send', text: t('send') }));
        form.onsubmit = (e) => {
          e.preventDefault();
          // Sent as typed: the server reads it (decimal comma included).
          if (input.value.trim()) submit({ type: 'text', value: input.value.trim() });
          else notice(t('type-number'));
        };
        break;
      }
      case 'matching': {
        const selects = q.prompts.map((left, i) => {
          const select = el('select', { id: `match-${i}` }, el('option', { value: '', text: t('choose') }),
            ...q.options.map((right) => el('option', { value: right, text: right })));
          form.append(el('label', { for: `match-${i}`, text: left }), select);
          return select;
        });
        form.append(el('button', { type: 'submit', class: 'button primary big send', text: t('send') }));
        form.onsubmit = (e) => { e.preventDefault(); submit({ type: 'matches', value: selects.map((s) => s.value || null) }); };
        break;
      }
      case 'ordering': {
        const order = q.items.map((_, i) => i);
        const list = el('ol', { class: 'ordering' });
        const draw = (focus) => {
          list.replaceChildren(...order.map((item, pos) => el('li', {},
            el('span', { class: 'option-text', text: q.items[item] }),
            el('button', { type: 'button', class: 'button small', 'aria-label': t('move-up', { item: q.items[item] }), disabled: pos === 0,
              onclick: () => { [order[pos - 1], order[pos]] = [order[pos], order[pos - 1]]; draw(`up-${pos - 1}`); }, id: `up-${pos}`, text: '↑' }),
            el('button', { type: 'button', class: 'button small', 'aria-label': t('move-down', { item: q.items[item] }), disabled: pos === order.length - 1,
              onclick: () => { [order[pos + 1], order[pos]] = [order[pos], order[pos + 1]]; draw(`down-${pos + 1}`); }, id: `down-${pos}`, text: '↓' }))));
          if (focus) { const target = document.getElementById(focus); if (target && !target.disabled) target.focus(); }
        };
        draw();
        form.append(el('p', { class: 'hint', text: t('order') }), list,
          el('button', { type: 'submit', class: 'button primary big send', text: t('send') }));
        form.onsubmit = (e) => { e.preventDefault(); submit({ type: 'order', value: [...order] }); };
        break;
      }
      default:
        form.append(el('p', { class: 'alert', text: t('cannot-answer') }));
    }
    if (paced()) {
      form.append(el('button', { type: 'button', class: 'link skip-button', text: t('skip'), onclick: () => submit(null) }));
    }
    const timerEl = el('p', { class: 'countdown', 'aria-live': 'off' });
    show(head, timerEl, form);
    startTimer(message.remaining_ms, timerEl, q);
    const first = form.querySelector('button, input, select, textarea');
    if (first) first.focus({ preventScroll: true });
  }

  function answer(q, response) {
    pending = { type: 'answer', question: q.index, response };
    for (const control of screen.querySelectorAll('button, input, select, textarea')) control.disabled = true;
    setStatus(t('sending'), 'warn');
    send(pending);
  }

  function sent() {
    setStatus(t('connected'), 'ok');
    stopTimer();
    show(el('div', { class: 'waiting' },
      el('p', { class: 'big-tick', 'aria-hidden': 'true', text: '✓' }),
      el('h1', { text: t('answer-sent') }),
      el('p', { class: 'lead', text: paced() ? t('saved') : t('saved-wait') })));
  }

  function describe(reveal, q) {
    const parts = [];
    if (reveal.correct_choices && q && q.choices) parts.push(reveal.correct_choices.map((i) => `${LETTERS[i]}. ${q.choices[i].text}`).join(' · '));
    if (reveal.accepted) parts.push(reveal.accepted.join(' / '));
    if (reveal.numbers) parts.push(reveal.numbers.join(' / '));
    if (reveal.matches && q && q.prompts) parts.push(q.prompts.map((left, i) => `${left} → ${reveal.matches[i]}`).join(' · '));
    if (reveal.order && q && q.items) parts.push(reveal.order.map((i) => q.items[i]).join(' → '));
    return parts.join(' · ');
  }

  function verdict(outcome) {
    switch (outcome) {
      case 'correct': return [t('right'), 'right', '✓'];
      case 'partial': return [t('partly'), 'partial', '½'];
      case 'needs_review': return [t('teacher-marks'), 'review', '…'];
      case 'incorrect': return [t('not-this-time'), 'wrong', '✗'];
      default: return [t('no-answer'), 'wrong', '–'];
    }
  }

  function feedback(fb, withNext) {
    setStatus(t('connected'), 'ok');
    stopTimer();
    const [title, kind, mark] = verdict(fb.outcome);
    const box = el('div', { class: `feedback ${kind}` },
      el('p', { class: 'big-tick', 'aria-hidden': 'true', text: mark }),
      el('h1', { text: title }),
      fb.points ? el('p', { class: 'lead', text: `+${points(fb.points)}` }) : null);
    if (!fb.reveal.answer_known) box.append(el('p', { text: t('no-key-yet') }));
    else {
      const answerText = describe(fb.reveal, shown);
      if (answerText && fb.outcome !== 'correct') box.append(el('p', {}, el('strong', { text: `${t('answer')} ` }), answerText));
    }
    if (fb.reveal.explanation) box.append(el('p', { class: 'explanation', text: fb.reveal.explanation }));
    if (withNext) {
      const next = el('button', { type: 'button', class: 'button primary big', text: t('next'), id: 'next',
        onclick: () => {
          const message = queued; queued = null;
          if (message && message.type === 'question') question(message);
          else if (message && message.type === 'ended') ended(message.summary);
          else send({ type: 'sync' });
        } });
      box.append(next);
      show(box);
      next.focus();
    } else show(box);
  }

  function results(message) {
    if (message.feedback) feedback(message.feedback, false);
    else show(el('div', { class: 'waiting' }, el('h1', { text: t('time-up') }), el('p', { class: 'lead', text: t('look-at-board') })));
  }

  function ended(summary) {
    const box = el('div', { class: 'summary-screen' },
      // Praise for a good game only: "Well done!" for 1 of 6 right rang false.
      el('h1', { text: t(summary.correct * 2 > summary.questions ? 'well-done' : 'all-done') }),
      el('p', { class: 'score', text: points(summary.score) }),
      el('p', { class: 'lead', text: t('right-of', { right: summary.correct, questions: summary.questions }) }));
    if (summary.leaderboard) {
      const board = summary.leaderboard;
      box.append(el('p', { text: t('rank', { rank: board.rank, players: board.players }) }),
        el('ol', { class: 'board' }, ...board.top.map((line) => el('li', { class: line.you ? 'you' : '' },
          el('span', { text: `${line.rank}. ${line.name || (line.you ? t('you') : t('classmate'))}` }), el('span', { text: String(fractional ? Math.round(line.score * 100) / 100 : Math.round(line.score)) })))));
    }
    if (summary.missed.length) {
      box.append(el('h2', { text: t('look-again') }), el('ul', { class: 'missed' },
        ...summary.missed.map((m) => el('li', {}, el('strong', { text: m.prompt }),
          m.reveal.explanation ? el('p', { class: 'explanation', text: m.reveal.explanation }) : null))));
    }
    show(box);
  }

  function notice(text) {
    const existing = screen.querySelector('.notice-line');
    const line = existing || el('p', { class: 'alert notice-line', role: 'alert' });
    line.textContent = text;
    if (!existing) screen.prepend(line);
  }

  function startTimer(remaining, node, q) {
    stopTimer();
    if (remaining === undefined || remaining === null) return;
    const end = performance.now() + remaining;
    const tick = () => {
      const left = Math.max(0, Math.ceil((end - performance.now()) / 1000));
      node.textContent = t('seconds-left', { seconds: left });
      node.classList.toggle('urgent', left <= 5);
      if (left <= 0) {
        stopTimer();
        if (pending) return;
        if (paced()) answer(q, null);
        else {
          for (const control of screen.querySelectorAll('button, input, select, textarea')) control.disabled = true;
          node.textContent = t('times-up');
        }
      }
    };
    tick();
    timer = setInterval(tick, 250);
  }

  function stopTimer() { if (timer) clearInterval(timer); timer = null; }

  connect();
})();
