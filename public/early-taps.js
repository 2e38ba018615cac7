/*
 * Taps and typing before the app hydrates (docs/decisions/0073-early-taps.md). The pre-rendered
 * page shows its controls before React owns them (root.tsx marks <html data-hydrated> once it
 * does). Until then a tap on a button, toggle or submit is kept, undone (so nothing half-happens:
 * no plain-HTML form submit) and its control shown waiting (aria-busy, aria-disabled); a field
 * typed or chosen in keeps its text in the page, but React, hydrating, keeps its own empty state.
 * Once hydrated, both are done again in order on the same elements: a field's value as a change
 * React sees, a tap as a click. A classic script, loaded before the content, under the strict CSP.
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
  var find = function (element) {
    return queue.filter(function (item) {
      return item.element === element;
    })[0];
  };
  // Another tap on a waiting control does nothing, as on a disabled one.
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
  };
  var listen = function (type, handle) {
    document.addEventListener(
      type,
      function (event) {
        if (!ready() && event.target.closest) handle(event, event.target);
      },
      true,
    );
  };
  listen('click', function (event, target) {
    var control = target.closest(CONTROLS);
    // A link works as plain HTML; a disabled control does nothing anyway.
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
  // The value as typed: once hydrated, React may render its own (empty) value into the field.
  var field = function (event, target) {
    if (!target.matches(FIELDS) || target.type === 'checkbox' || target.type === 'radio') return;
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
            // Through React's own setter (it notes the value it renders), then the browser's (it
            // does not), so the input event below reads as a change.
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
  };
  listen('input', field);
  listen('change', field);
  // One at a time, each after React has rendered the one before (a Send reads the typed fields).
  var next = function () {
    var item = queue.shift();
    if (!item) return;
    // Hydration adopts the page's nodes; one it replaced is not the control that was used.
    if (item.element.isConnected) item.replay();
    setTimeout(next);
  };
  new MutationObserver(function (changes, observer) {
    if (!ready()) return;
    observer.disconnect();
    // After the commit that marked <html>: what renders again once hydrated (a store read from the
    // browser) has rendered first.
    setTimeout(next);
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})();
