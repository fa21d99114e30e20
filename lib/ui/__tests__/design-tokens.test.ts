import { colorVariables } from '@/lib/ui/design-tokens';

// That the brand colours and motion constants reach the page as these variables is checked in the browser
// (e2e/frame.spec.ts); here, the naming rule stylesheets rely on.
describe('brand colours as CSS variables', () => {
  it('names each shade --color-<name>-<shade>, and the DEFAULT shade --color-<name>', () => {
    expect(colorVariables({ sea: { DEFAULT: '#000001', deep: '#000002' }, sand: { pale: '#000003' } })).toEqual({
      '--color-sea': '#000001',
      '--color-sea-deep': '#000002',
      '--color-sand-pale': '#000003',
    });
  });
});
