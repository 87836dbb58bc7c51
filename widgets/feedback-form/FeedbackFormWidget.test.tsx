// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { FeedbackFormWidget, wordCount } from './FeedbackFormWidget';

afterEach(cleanup);

const type = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('feedback form', () => {
  it('counts words', () => {
    expect(wordCount('  one two\nthree  ')).toBe(3);
    expect(wordCount('   ')).toBe(0);
  });

  it('refuses a text outside the word bounds before sending, and keeps it', () => {
    const feedback = vi.fn();
    renderWidget(<FeedbackFormWidget minWords={3} maxWords={10} />, { callers: { feedback } });
    type('too short');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Write at least 3 words.');
    type('one two three four five six seven eight nine ten eleven');
    expect(screen.getByRole('alert').textContent).toBe('Write at most 10 words.');
    send();
    expect(feedback).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('value', 'one two three four five six seven eight nine ten eleven');
  });

  it('sends the subject and the text, thanks with the reference and empties the text', async () => {
    const feedback = vi.fn(() => ({ id: 42 }));
    renderWidget(<FeedbackFormWidget minWords={3} maxWords={10} />, { callers: { feedback } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Subject' }), { target: { value: 'payment' } });
    type('  my deposit is late  ');
    send();
    expect((await screen.findByRole('status')).textContent).toBe('Thank you: your message was sent (reference 42).');
    expect(feedback).toHaveBeenCalledWith({ questionType: 'payment', content: 'my deposit is late' });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('value', '');
  });

  it('shows the catalogue message of a failure and keeps the text (SPEC section 8)', async () => {
    const feedback = vi.fn(() => { throw Object.assign(new Error('quota'), { code: 'error.tooManyRequests' }); });
    renderWidget(<FeedbackFormWidget minWords={1} maxWords={10} />, { callers: { feedback } });
    type('hello there');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests, please try again after 5 minutes'));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('value', 'hello there');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});
