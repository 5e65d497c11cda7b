import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { WebEnquiryBadge } from './WebEnquiryBadge.tsx';

afterEach(cleanup);

describe('WebEnquiryBadge (D22)', () => {
  it("marks a record sent in with an API key 'Z formularza'", () => {
    renderWithTheme(<WebEnquiryBadge source="Portal Budowlany" />);
    expect(screen.getByText('Z formularza')).toBeTruthy();
  });

  it.each([null, undefined, ''])('shows nothing on a staff record (source %s)', (source) => {
    const { container } = renderWithTheme(<WebEnquiryBadge source={source} />);
    expect(container.textContent).toBe('');
  });
});
