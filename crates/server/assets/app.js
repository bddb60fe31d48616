// A little progressive enhancement; every page works without it.
(() => {
  "use strict";

  // The assign form sends the browser's time zone, for homework due times
  // (here rather than inline: the Content-Security-Policy forbids inline
  // scripts).
  const offset = document.getElementById("tz_offset");
  if (offset) offset.value = new Date().getTimezoneOffset();
  // …and its time zone by name, which the server keeps on the account to
  // show times in the teacher's own time (daylight saving time included).
  const zone = document.getElementById("time_zone");
  if (zone) {
    try { zone.value = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (_) { /* UTC then */ }
  }

  // Ask once before anything that cannot be undone. One listener for the
  // whole page, so forms added or changed by a page's own script (the
  // dashboard's player menus, "Next" on the last question) are asked once
  // too; those scripts leave a cancelled submit alone (defaultPrevented).
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm)) {
      event.preventDefault();
    }
  });

  // Warn before leaving a question whose edits are not saved yet.
  let dirty = null;
  for (const form of document.querySelectorAll("form[data-dirty-guard]")) {
    form.addEventListener("input", () => { dirty = form; });
    form.addEventListener("submit", () => { dirty = null; });
  }
  window.addEventListener("beforeunload", (event) => {
    if (dirty) { event.preventDefault(); event.returnValue = ""; }
  });

  // A name with a length limit says how long it is while it is typed, and
  // is never cut: too long is said, not trimmed (no maxlength).
  for (const input of document.querySelectorAll("input[data-max-chars]")) {
    const max = Number(input.dataset.maxChars);
    const count = document.getElementById(`${input.id}-count`);
    // The page's own language: "%n of %max characters".
    const fill = (text, length) => text.replace("%max", String(max)).replace("%n", String(length));
    const update = () => {
      const length = [...input.value.trim()].length;
      if (count) count.textContent = fill(input.dataset.countText || "%n / %max", length);
      input.setCustomValidity(length > max ? fill(input.dataset.tooLongText || "%n / %max", length) : "");
    };
    input.addEventListener("input", update);
    update();
  }

  // Stop a second click sending the same form twice (the server would
  // refuse it anyway, by the quiz revision).
  for (const form of document.querySelectorAll("form[method=post]")) {
    form.addEventListener("submit", (event) => {
      setTimeout(() => {
        if (event.defaultPrevented) return;
        for (const button of form.querySelectorAll("button[type=submit]")) button.disabled = true;
      }, 0);
    });
  }

  // The make page: say at once when a file is over the limit, and let a
  // file be dropped anywhere on the drop zone.
  const make = document.querySelector("form.make");
  if (make) {
    const input = make.querySelector("input[type=file]");
    const limit = Number(make.dataset.maxBytes);
    const check = () => {
      const file = input.files[0];
      input.setCustomValidity(file && file.size > limit
        ? (make.dataset.tooLargeText || "> %megabytes MB").split("%megabytes").join(String(Math.round(limit / 1048576))) : "");
      input.reportValidity();
    };
    input.addEventListener("change", check);
    const drop = make.querySelector(".drop");
    drop.addEventListener("dragover", (event) => { event.preventDefault(); drop.classList.add("over"); });
    drop.addEventListener("dragleave", () => drop.classList.remove("over"));
    drop.addEventListener("drop", (event) => {
      event.preventDefault();
      drop.classList.remove("over");
      if (event.dataTransfer.files.length) { input.files = event.dataTransfer.files; check(); }
    });
  }

  // Picture PINs: each tap on the keypad adds its picture's digit to the
  // PIN field (without script, the pupil types the small digits).
  for (const keypad of document.querySelectorAll(".picture-keypad")) {
    const field = document.getElementById(keypad.dataset.pin);
    if (!field) continue;
    for (const key of keypad.querySelectorAll("button[data-digit]")) {
      key.addEventListener("click", () => {
        if (field.value.length < 4) field.value += key.dataset.digit;
      });
    }
    const clear = keypad.querySelector("button[data-clear]");
    if (clear) clear.addEventListener("click", () => { field.value = ""; });
  }

  // The roster PIN cards: a print button (without script, the browser's
  // own Print does the same).
  for (const button of document.querySelectorAll("button[data-print]")) {
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }
})();
