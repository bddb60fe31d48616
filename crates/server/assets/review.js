// The review screen: every question's edits live until they are saved or
// discarded. Saving one question (or moving, adding, deleting one) reloads
// the page; the unsaved edits of the other questions are kept in this
// tab's sessionStorage across that reload and put back, marked, with a
// "Discard" button, so one save never throws away another question's work.
(() => {
  'use strict';
  // The page's words, in the teacher's language (review-js-* messages).
  let messages = {};
  try { messages = JSON.parse(document.currentScript?.dataset.messages || '{}'); } catch (_) { messages = {}; }
  const say = (key) => messages[key] || key;
  const forms = [...document.querySelectorAll('form.question-form')];
  if (!forms.length) return;
  const KEY = `qf-review-drafts:${location.pathname}`;
  const dirty = new Set();

  // The fields a teacher edits, in order (not the form's token or revision,
  // which the new page brings).
  const fields = (form) => [...form.elements].filter((f) => f.name && f.type !== 'hidden' && f.type !== 'submit');
  // Which question a form holds, as the server sent it: its prompt then.
  const original = (form) => (form.querySelector('textarea[name=prompt]') || {}).defaultValue || '';

  for (const form of forms) {
    const mark = () => { dirty.add(form); form.closest('.card')?.classList.add('unsaved'); };
    form.addEventListener('input', mark);
    form.addEventListener('change', mark);
  }

  // Any post that reloads the page keeps the other questions' drafts.
  document.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    const target = event.target;
    const drafts = [...dirty].filter((form) => form !== target).map((form) => ({
      action: form.getAttribute('action'),
      original: original(form),
      values: fields(form).map((f) => (f.type === 'checkbox' || f.type === 'radio' ? f.checked : f.value)),
    }));
    if (drafts.length) sessionStorage.setItem(KEY, JSON.stringify(drafts));
    else sessionStorage.removeItem(KEY);
  });

  // Put drafts back: into the form that still holds the same question
  // (same prompt as sent), the one at the same place first.
  let drafts = [];
  try { drafts = JSON.parse(sessionStorage.getItem(KEY) || '[]'); } catch (_) { drafts = []; }
  sessionStorage.removeItem(KEY);
  const used = new Set();
  for (const draft of drafts) {
    const candidates = forms.filter((f) => !used.has(f) && original(f) === draft.original);
    const form = candidates.find((f) => f.getAttribute('action') === draft.action) || candidates[0];
    if (!form) continue;
    const list = fields(form);
    if (list.length !== draft.values.length) continue;
    used.add(form);
    list.forEach((field, i) => {
      if (field.type === 'checkbox' || field.type === 'radio') field.checked = Boolean(draft.values[i]);
      else field.value = String(draft.values[i]);
    });
    const note = document.createElement('p');
    note.className = 'notice unsaved-note';
    note.setAttribute('role', 'status');
    note.textContent = `${say('kept')} `;
    const discard = document.createElement('button');
    discard.type = 'button';
    discard.className = 'button small';
    discard.textContent = say('discard');
    discard.addEventListener('click', () => {
      form.reset();
      dirty.delete(form);
      form.closest('.card')?.classList.remove('unsaved');
      note.remove();
    });
    note.append(discard);
    form.prepend(note);
    // Marks the form dirty here and for app.js's warning before leaving.
    form.dispatchEvent(new Event('input', { bubbles: true }));
  }

  // Splitting a choice. Options written without letters can reach a
  // question run together in one choice; ✂ splits it at the cursor, or,
  // with the cursor at either end, wherever the server's hint would
  // (view::run_together): a tab, two spaces or more, a semicolon, or a
  // slash, bar or bullet between spaces. The new choices come right after
  // it, and every slot is numbered again, so the form sends them in order.
  const GAPS = /\t|;| {2,}| [/|•] /;
  const letterOf = (i) => String.fromCharCode(65 + i);
  const renumber = (fieldset, number) => {
    fieldset.querySelectorAll('.choice').forEach((slot, i) => {
      const mark = slot.querySelector('input[name=correct]');
      const text = slot.querySelector('input[name=choice]');
      const [markLabel, textLabel] = slot.querySelectorAll('label');
      mark.value = String(i);
      mark.id = `q${number}-correct-${i}`;
      text.id = `q${number}-choice-${i}`;
      markLabel.htmlFor = mark.id;
      markLabel.firstChild.textContent = letterOf(i);
      markLabel.title = say('mark-correct').replace('%letter', letterOf(i));
      textLabel.htmlFor = text.id;
      textLabel.textContent = say('choice').replace('%letter', letterOf(i));
    });
  };
  function split(input) {
    const text = input.value;
    const at = input.selectionStart ?? 0;
    const parts = (at > 0 && at < text.length ? [text.slice(0, at), text.slice(at)] : text.split(GAPS))
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length < 2) {
      input.setCustomValidity(say('split-how'));
      input.reportValidity();
      input.addEventListener('input', () => input.setCustomValidity(''), { once: true });
      return;
    }
    const slot = input.closest('.choice');
    const fieldset = slot.closest('fieldset');
    const number = (slot.closest('.card')?.id || 'q0').slice(1);
    input.value = parts[0];
    slot.querySelector('.run-together')?.remove();
    input.removeAttribute('aria-describedby');
    let after = slot;
    for (const part of parts.slice(1)) {
      const copy = slot.cloneNode(true);
      copy.classList.remove('correct');
      copy.querySelector('input[name=correct]').checked = false;
      const field = copy.querySelector('input[name=choice]');
      field.value = part;
      field.removeAttribute('placeholder');
      copy.querySelector('.split').remove();
      addSplitButton(field);
      after.after(copy);
      after = copy;
    }
    renumber(fieldset, number);
    input.form.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  }
  function addSplitButton(input) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button small split';
    button.textContent = '✂';
    button.title = say('split');
    button.setAttribute('aria-label', say('split'));
    // The cursor's place is read before the click takes the focus away.
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', () => split(input));
    input.after(button);
  }
  document.querySelectorAll('.choice input[name=choice]').forEach(addSplitButton);

  // A picture pasted into an "Add an image" form (a screenshot, a copied
  // image) becomes its file, as if chosen.
  for (const form of document.querySelectorAll('form.image-form')) {
    form.addEventListener('paste', (event) => {
      const file = [...(event.clipboardData?.files || [])].find((f) => f.type.startsWith('image/'));
      const input = form.querySelector('input[type=file]');
      if (!file || !input) return;
      event.preventDefault();
      const chosen = new DataTransfer();
      chosen.items.add(file);
      input.files = chosen.files;
      let note = form.querySelector('.pasted');
      if (!note) {
        note = document.createElement('p');
        note.className = 'hint pasted';
        note.setAttribute('role', 'status');
        input.after(note);
      }
      note.textContent = say('pasted').replace('%name', file.name || 'image');
    });
  }
})();
