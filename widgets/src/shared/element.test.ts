// D24's details of the widgets inside their shadow roots: Polish, unique landmark names when two
// forms share a page, the host's `hidden` and `display` winning, an accent text can be read on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount as mountAssessment } from '../needs-assessment.tsx';
import { mount as mountQuoteForm } from '../quote-form.tsx';
import { answer, mountWidget } from '../test/widget.ts';
import { baseCss, DEFAULT_ACCENT } from './styles.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const equipmentRoute = { 'GET /equipment': () => answer([]) };

describe('inside the shadow root', () => {
  it('speaks Polish (lang="pl" on the widget)', async () => {
    const { root } = mountWidget(mountQuoteForm, equipmentRoute);
    expect(root.querySelector('.ppp')?.getAttribute('lang')).toBe('pl');
  });

  it('two quote forms on one page have two landmark names; the assessment keeps its own', async () => {
    const equipment = [
      {
        id: 1,
        name: 'Nagrzewnica',
        model: null,
        category: { id: 1, name: 'Nagrzewnice' },
        basePricePerDay: '95.00',
        availableQuantity: 1,
      },
    ];
    const routes = {
      'GET /equipment': () => answer(equipment),
      'GET /needs-assessment/questions': () => answer([]),
    };
    const first = mountWidget(mountQuoteForm, routes, 'ppp-quote-form');
    const second = mountWidget(mountQuoteForm, routes, 'ppp-quote-form');
    const assessment = mountWidget(mountAssessment, routes, 'ppp-needs-assessment');
    const name = (root: ShadowRoot) =>
      vi.waitFor(() => {
        const form = root.querySelector('form');
        expect(form).toBeTruthy();
        return form?.getAttribute('aria-label');
      });
    const names = [await name(first.root), await name(second.root)];
    expect(new Set(names).size).toBe(2);
    expect(names.every((label) => label?.startsWith('Zapytanie o wycenę'))).toBe(true);
    expect(await name(assessment.root)).toBe('Badanie potrzeb');
    // A widget started afresh (a new key) keeps its name.
    first.widget.update({ apiUrl: 'https://wyceny.example.com', apiKey: 'ppp_other' });
    expect(await name(first.root)).toBe(names[0]);
  });

  it('unmount empties the shadow root and stops the widget', async () => {
    const { root, widget, fetchMock } = mountWidget(mountQuoteForm, equipmentRoute);
    widget.unmount();
    expect(root.childNodes).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

describe('the stylesheet', () => {
  it("lets the host's `hidden`, classes and inline display win (no !important on :host)", () => {
    const hostRules = baseCss.match(/:host[^{]*\{[^}]*\}/g) ?? [];
    expect(hostRules).toContain(':host([hidden]){display:none}');
    expect(hostRules.join('')).not.toContain('!important');
  });

  /** WCAG 2.x relative luminance and contrast ratio. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  it('the default accent carries white button text, and accent text on white, at 4.5:1 or more', () => {
    expect(baseCss).toContain(`var(--ppp-accent,${DEFAULT_ACCENT})`);
    expect(baseCss).toMatch(/button\{[^}]*background:var\(--a\);color:#fff/);
    expect(contrast(DEFAULT_ACCENT, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
