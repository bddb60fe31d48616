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
})();
