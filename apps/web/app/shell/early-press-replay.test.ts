import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_PRESS_REPLAY_SCRIPT } from './early-press-replay';

const LISTENING = '_reactListeningTest';

/** What React leaves on an element it handles: its props under `__reactProps$…`. */
function handOverToReact(element: Element) {
  Object.assign(element, { __reactProps$test: {} });
}

function markHydrated() {
  document.documentElement.setAttribute('data-page-hydrated', 'true');
}

/** MutationObserver callbacks run as microtasks. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function button(
  type: 'button' | 'submit',
  label: string,
): { element: HTMLButtonElement; presses: () => number } {
  const element = document.createElement('button');
  element.type = type;
  element.textContent = label;
  document.body.append(element);
  let count = 0;
  element.addEventListener('click', () => {
    count += 1;
  });
  return { element, presses: () => count };
}

describe('the early press replay script', () => {
  beforeEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-page-hydrated');
    // The inline script as the document runs it, not the function: what ships is the text.
    new Function(EARLY_PRESS_REPLAY_SCRIPT)();
  });

  afterEach(() => {
    Reflect.deleteProperty(document, LISTENING);
  });

  it('presses a button pressed before hydration again once the page has hydrated, once', async () => {
    const cart = button('button', 'Cart');
    cart.element.click();
    expect(cart.presses()).toBe(1);
    handOverToReact(cart.element);
    markHydrated();
    await settled();
    expect(cart.presses()).toBe(2);
    // Later presses are React's alone.
    cart.element.click();
    await settled();
    expect(cart.presses()).toBe(3);
  });

  it('keeps each press, in order, and a press on the button inside it', async () => {
    const order: string[] = [];
    const menu = button('button', 'Menu');
    const icon = document.createElement('span');
    menu.element.append(icon);
    const theme = button('button', 'Theme');
    for (const { element } of [menu, theme]) {
      element.addEventListener('click', () => order.push(element.textContent ?? ''));
    }
    icon.click();
    theme.element.click();
    handOverToReact(menu.element);
    handOverToReact(theme.element);
    order.length = 0;
    markHydrated();
    await settled();
    expect(order).toEqual(['Menu', 'Theme']);
  });

  it('leaves presses to React once it listens, and never replays them', async () => {
    const cart = button('button', 'Cart');
    Object.assign(document, { [LISTENING]: true });
    cart.element.click();
    handOverToReact(cart.element);
    markHydrated();
    await settled();
    expect(cart.presses()).toBe(1);
  });

  it('leaves submit buttons, disabled buttons and buttons that are gone alone', async () => {
    const submit = button('submit', 'Send');
    submit.element.addEventListener('click', (event) => event.preventDefault());
    const disabled = button('button', 'Disabled');
    disabled.element.disabled = true;
    const gone = button('button', 'Gone');
    submit.element.click();
    disabled.element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    gone.element.click();
    gone.element.remove();
    for (const { element } of [submit, disabled, gone]) handOverToReact(element);
    markHydrated();
    await settled();
    expect([submit.presses(), disabled.presses(), gone.presses()]).toEqual([1, 1, 1]);
  });

  it('does not press a button React does not handle even after hydration', async () => {
    const plain = button('button', 'Plain');
    plain.element.click();
    markHydrated();
    await settled();
    expect(plain.presses()).toBe(1);
  });
});
