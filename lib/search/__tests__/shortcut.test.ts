/**
 * @jest-environment jsdom
 */
import { isSearchShortcut } from '../shortcut';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  isSearchShortcut({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('the search shortcut', () => {
  it('is / outside a field, and Ctrl+K or Cmd+K anywhere', () => {
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    expect(press('/')).toBe(true);
    expect(press('/', input)).toBe(false);
    expect(press('/', document.createElement('textarea'))).toBe(false);
    expect(press('k', input, { ctrlKey: true })).toBe(true);
    expect(press('K', document.body, { metaKey: true })).toBe(true);
    expect(press('k')).toBe(false);
    expect(press('/', document.body, { altKey: true })).toBe(false);
    expect(press('/', document.body, { ctrlKey: true })).toBe(false);
  });
});
