// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTenant, resetPortal } from '../testing/renderWithTenant';

afterEach(resetPortal);
// The footer loads lazily with the frame; the first cold import in a busy run can take over a second.
configure({ asyncUtilTimeout: 5000 });

describe('the footer under a jurisdiction profile', () => {
  it('lusa (BR): every page\'s footer carries the legal name, CNPJ, ordinance, address, contacts, 18+ and the responsible-gaming message', async () => {
    renderWithTenant('lusa', 'anonymous', { path: '/promotions' });
    const footer = await screen.findByRole('contentinfo');
    const text = footer.querySelector('.app-footer__copyright')?.textContent ?? '';
    expect(text).toContain('Lusa Apostas Ltda. (empresa fictícia de demonstração) · CNPJ 47.125.903/0001-62 · Portaria SPA/MF nº 0000/2025 (demonstração)');
    expect(text).toContain('Atendimento: atendimento@lusa-casino.example · 0800 000 0000');
    expect(text).toContain('18+ · Proibido para menores de 18 anos. Jogue com responsabilidade.');
    expect(text).toContain('Autoexclusão: https://www.gov.br/autoexclusaoapostas');
  });

  it('redeprime (no profile): no legal block', async () => {
    renderWithTenant('redeprime');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).not.toContain('CNPJ');
    expect(footer.textContent).not.toContain('18+');
  });
});
