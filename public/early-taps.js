/*
 * Taps and typing before the app hydrates (root.tsx then marks <html data-hydrated>): each is kept,
 * a tap undone and its control shown waiting, and all are done again in order once hydrated.
 * A part of the page the app loads after it has started (the header's language links, the footer's
 * demo reset) is taken over only when its code has arrived: a tap or key there until then is kept
 * too, and done once that part is the app's. Why and how: docs/decisions/0073-early-taps.md.
 */
(function () {
  var root = document.documentElement;
  var CONTROLS =
    'button,[role=button],[role=switch],[role=tab],[role=checkbox],[role=radio],[role=menuitem],input[type=checkbox],input[type=radio],input[type=submit]';
  var FIELDS = 'input,textarea,select';
  var queue = [];
  var ready = function () {
    return root.hasAttribute('data-hydrated');
  };
  // React keeps each element it has taken over with its props under a key of its own
  // (`__reactProps$` and a random part); an element without one is still the HTML's alone.
  var takenOver = function (element) {
    return /(^|,)__reactProps\$/.test(Object.keys(element));
  };
  var early = function (element) {
    return !ready() || !takenOver(element);
  };
  var find = function (element) {
    return queue.filter(function (item) {
      return item.element === element;
    })[0];
  };
  // A waiting control is as if disabled: another tap does nothing.
  var keep = function (event, element, replay) {
    event.preventDefault();
    event.stopPropagation();
    if (find(element)) return;
    var old = {};
    ['aria-busy', 'aria-disabled'].forEach(function (name) {
      old[name] = element.getAttribute(name);
      element.setAttribute(name, 'true');
    });
    element.setAttribute('data-early-tap', '');
    queue.push({
      element: element,
      replay: function () {
        element.removeAttribute('data-early-tap');
        for (var name in old)
          old[name] === null ? element.removeAttribute(name) : element.setAttribute(name, old[name]);
        replay();
      },
    });
    drain();
  };
  // While a kept tap or value is done again: its own events are not kept a second time.
  var replaying = false;
  var listen = function (type, handle) {
    document.addEventListener(
      type,
      function (event) {
        if (!replaying && event.target.closest && early(event.target)) handle(event, event.target);
      },
      true,
    );
  };
  listen('click', function (event, target) {
    // A link that keeps something in this browser (the language chosen): written as the app would.
    var keeps = target.closest('a[data-keep-key]');
    if (keeps)
      try {
        localStorage.setItem(keeps.getAttribute('data-keep-key'), keeps.getAttribute('data-keep-value'));
      } catch {
        // Storage blocked: the link still opens its page.
      }
    var control = target.closest(CONTROLS);
    // Links work as plain HTML.
    if (control && !control.disabled && !control.closest('a[href]'))
      keep(event, control, function () {
        control.click();
      });
  });
  // A form sent with no button (Enter in a form without one).
  listen('submit', function (event, form) {
    keep(event, form, function () {
      form.requestSubmit();
    });
  });
  // The value as typed: hydrated, React may render its own (empty) one.
  var field = function (event, target) {
    if (!target.matches(FIELDS) || /^(checkbox|radio|file)$/.test(target.type)) return;
    var item = find(target);
    if (item) return (item.value = target.value);
    queue.push(
      (item = {
        element: target,
        value: target.value,
        replay: function () {
          var select = target.tagName === 'SELECT';
          if (!select) {
            if (item.value === target.defaultValue) return;
            // React's setter notes the value, the browser's does not: the event reads as a change.
            target.value = target.defaultValue;
            Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value').set.call(
              target,
              item.value,
            );
          } else target.value = item.value;
          target.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
        },
      }),
    );
    drain();
  };
  listen('input', field);
  listen('change', field);
  // One a task: React renders each (a Send reads the fields typed before it). An element whose part
  // of the page is not yet the app's is waited for, in its turn, for as long as that part takes
  // to load (at most WAIT_MS, after which it is done as the HTML has it).
  var WAIT_MS = 15000;
  var draining = false;
  var next = function () {
    var item = queue[0];
    if (!item) return (draining = false);
    if (
      item.element.isConnected &&
      !takenOver(item.element) &&
      Date.now() - (item.since = item.since || Date.now()) < WAIT_MS
    )
      return setTimeout(next, 50);
    queue.shift();
    // A node hydration replaced is not the one used.
    // The app's listeners cannot throw into it: what they throw is reported, not passed on.
    if (item.element.isConnected) {
      replaying = true;
      item.replay();
      replaying = false;
    }
    setTimeout(next);
  };
  // Once hydrated, and for what is kept after that.
  function drain() {
    if (draining || !ready() || !queue.length) return;
    draining = true;
    setTimeout(next);
  }
  new MutationObserver(function (changes, observer) {
    if (!ready()) return;
    observer.disconnect();
    // After the commit that marked <html>, and what renders again once hydrated.
    drain();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})();
