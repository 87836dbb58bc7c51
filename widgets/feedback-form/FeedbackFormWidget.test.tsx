// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { MEMBER_TEXTS } from '../member-texts/useMemberText';
import { FeedbackFormWidget } from './FeedbackFormWidget';

afterEach(cleanup);

const m = MEMBER_TEXTS.en;
const SIX_WORDS = 'the lobby search misses a game';

function sendButton(): HTMLElement {
  return screen.getByRole('button', { name: m['feedback.send'] });
}

describe('FeedbackFormWidget: what the visitor chose before the app took the page over', () => {
  it('sends the type and the words picked in the server-drawn form, through later renders', async () => {
    const feedback = vi.fn(() => ({ id: 41 }));
    renderWidget(<FeedbackFormWidget minWords={5} maxWords={500} />, {
      site: { copy: {} },
      callers: { feedback },
      // By keyboard, while the scripts load: React finds BUG and the words on screen, its state does not.
      beforeHydration: (drawn) => {
        const [type] = drawn.getElementsByTagName('select');
        const [content] = drawn.getElementsByTagName('textarea');
        if (type === undefined || content === undefined) throw new Error('the server drew no form');
        type.value = 'BUG';
        content.value = SIX_WORDS;
      },
    });
    const type = screen.getByLabelText<HTMLSelectElement>(m['feedback.type']);
    const content = screen.getByLabelText<HTMLTextAreaElement>(m['feedback.content']);
    // The count beside the field is a render of its own: it counts the adopted words.
    await waitFor(() => expect(screen.getByTestId('feedback-count').textContent).toContain('6'));
    expect(type.value).toBe('BUG');
    expect(content.value).toBe(SIX_WORDS);
    fireEvent.click(sendButton());
    await waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    expect(feedback).toHaveBeenCalledWith({ questionType: 'BUG', content: SIX_WORDS });
  });

  it('keeps the state as drawn when the visitor touched nothing before the take-over', async () => {
    const feedback = vi.fn(() => ({ id: 42 }));
    renderWidget(<FeedbackFormWidget minWords={5} maxWords={500} />, { site: { copy: {} }, callers: { feedback }, beforeHydration: () => undefined });
    expect(screen.getByLabelText<HTMLSelectElement>(m['feedback.type']).value).toBe('SUGGESTION');
    fireEvent.change(screen.getByLabelText(m['feedback.content']), { target: { value: SIX_WORDS } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    expect(feedback).toHaveBeenCalledWith({ questionType: 'SUGGESTION', content: SIX_WORDS });
  });
});
