// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotBuiltYet } from '../index';

afterEach(cleanup);

describe('NotBuiltYet', () => {
  it('announces which widget is missing', () => {
    render(<NotBuiltYet widgetId="banner-carousel" />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Widget banner-carousel is not built yet');
    expect(notice.dataset['widgetId']).toBe('banner-carousel');
  });
});
