// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationsValue, PromotionApplication } from '../../schemas/api/applications';
import type { ResolvedSite } from '../../engine/index';
import type { Promotion } from '../../schemas/api/system';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { PromotionApplicationPanel, imageKindOf } from './PromotionApplication';

afterEach(cleanup);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode('GIF89a-------');
const promotion: Promotion = { id: 101, title: 'First deposit', type: 'DEPOSIT', content: '<p>x</p>', image: '/img/p.svg', application: { bonus: '20.00' } };

function render(list: PromotionApplication[] = [], applyPromotion: (form?: FormData) => PromotionApplication = () => ({ id: 'A1', promotionId: 101, status: 'applying', comment: '', images: 0, bonus: '20.00', remark: '', time: '2026-11-26T00:00:00.000Z' } as const)) {
  const promotionApplications = vi.fn((): ApplicationsValue => ({ list }));
  const apply = vi.fn(applyPromotion);
  renderWidget(<PromotionApplicationPanel promotion={promotion} />, { session: 'member', site: { copy: {}, tenant: { merchantCode: 'LD01' } as ResolvedSite['tenant'] }, calls: { promotionApplications }, callers: { applyPromotion: apply } });
  return { apply };
}

const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Images'), { target: { files } });

describe('promotion application form', () => {
  it('judges images by their first bytes, not their names', () => {
    expect(imageKindOf(PNG)).toBe('png');
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpeg');
    expect(imageKindOf(GIF)).toBeUndefined();
  });

  it('refuses a GIF named .png and a 6 MB image beside the field, keeps the comment, and sends the rest as multipart', async () => {
    const { apply } = render();
    const comment = await screen.findByLabelText('Comment');
    fireEvent.change(comment, { target: { value: 'x'.repeat(141) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByTestId('application-comment-error').textContent).toBe('The comment can have at most 140 characters.');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.change(comment, { target: { value: 'My deposit' } });

    const big = new File([PNG, new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    choose([new File([GIF], 'cat.png', { type: 'image/png' }), big, new File([PNG], 'ok.png', { type: 'image/png' })]);
    await waitFor(() => expect(screen.getByTestId('application-image-error').textContent).toContain('cat.png: only PNG or JPG images are accepted.'));
    expect(screen.getByTestId('application-image-error').textContent).toContain('big.png: the image is larger than 5 MB.');
    expect(screen.getByTestId('application-files').textContent).toContain('ok.png');
    expect((comment as HTMLTextAreaElement).value).toBe('My deposit');

    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('application-sent');
    const form = apply.mock.calls[0]![0]!;
    expect(form.get('promotionId')).toBe('101');
    expect(form.get('comment')).toBe('My deposit');
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['ok.png']);
  });

  it('keeps what was typed and chosen when the server refuses, with the catalogue message', async () => {
    render([], () => { throw Object.assign(new Error('refused'), { code: 'error.invalidImage' }); });
    const comment = await screen.findByLabelText('Comment');
    fireEvent.change(comment, { target: { value: 'Please' } });
    choose([new File([PNG], 'a.png', { type: 'image/png' })]);
    await screen.findByTestId('application-files');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('application-failure');
    expect((comment as HTMLTextAreaElement).value).toBe('Please');
    expect(screen.getByTestId('application-files').textContent).toContain('a.png');
  });

  it('shows the status of the latest application instead of the form while it is applying or issued', async () => {
    render([{ id: 'A7', promotionId: 101, status: 'issued', comment: '', images: 2, bonus: '20.00', remark: '', time: '2026-11-26T00:00:00.000Z' }]);
    expect((await screen.findByTestId('application-status')).getAttribute('data-status')).toBe('issued');
    expect(screen.queryByTestId('application-form')).toBeNull();
  });

  it('asks a guest to log in and a trial account for a real account, without reading applications', () => {
    const openModal = vi.fn();
    const showMessage = vi.fn(() => Promise.resolve(true));
    const promotionApplications = vi.fn((): ApplicationsValue => ({ list: [] }));
    renderWidget(<PromotionApplicationPanel promotion={promotion} />, { session: 'anonymous', site: { copy: {} }, actions: { openModal, showMessage }, calls: { promotionApplications } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
    cleanup();
    renderWidget(<PromotionApplicationPanel promotion={promotion} />, { session: 'trial', site: { copy: {} }, actions: { openModal, showMessage }, calls: { promotionApplications } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(showMessage).toHaveBeenCalledWith({ text: 'in_need_true_account', tone: 'info' });
    expect(promotionApplications).not.toHaveBeenCalled();
    expect(screen.queryByTestId('application-form')).toBeNull();
  });

  it('shows nothing for a promotion that is not applied for', () => {
    const { application: _none, ...plain } = promotion;
    renderWidget(<PromotionApplicationPanel promotion={plain} />, { session: 'member', site: { copy: {} } });
    expect(screen.queryByTestId('promotion-apply')).toBeNull();
  });
});
