import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LeadsView } from '@/features/operator/components/LeadsView';
import type { LeadRow } from '@/features/operator/contract';
import { renderWithProviders } from '@/tests/support/render';
import { ok, pageOf, recordPosts, server, setUpOperatorApi } from './operator-api';

setUpOperatorApi();
// jsdom does not scroll; Mantine's Select scrolls its chosen option into view.
Element.prototype.scrollIntoView ??= () => {};

const lead: LeadRow = {
  id: 'l1',
  email: 'mei@partner.test',
  form: {
    company: 'Partner Ltd',
    firstName: 'Mei',
    lastName: 'Chen',
    phone: '13900000000',
    message: 'Demo?',
  },
  lang: 'en',
  status: 'new',
  createdAt: '2026-11-20T00:00:00.000Z',
  statusChangedAt: null,
};

/** Answers the list with `lead` in its current status, and counts the times it was asked. */
function answerLeads() {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/operator/leads', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('status'));
      return ok(pageOf([lead]));
    }),
  );
  return asked;
}

describe('contact-form leads', () => {
  it('changes a lead to contacted and reloads the list', async () => {
    const asked = answerLeads();
    const sent = recordPosts('/operator/leads/status', { id: 'l1', status: 'contacted' });
    renderWithProviders(<LeadsView canManage />, { locale: 'en' });
    expect(await screen.findByText('Partner Ltd')).toBeInTheDocument();
    expect(asked).toEqual(['new']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Status of mei@partner.test' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contacted', hidden: true }));
    await waitFor(() => expect(sent).toEqual([{ id: 'l1', status: 'contacted' }]));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('shows every status when asked for all, and only a badge to an operator who may not change it', async () => {
    const asked = answerLeads();
    renderWithProviders(<LeadsView canManage={false} />, { locale: 'zh' });
    expect(await screen.findByText('Partner Ltd')).toBeInTheDocument();
    expect(within(screen.getByTestId('lead-row')).getByText('新线索')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /状态/ })).toBeNull();
    await userEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(asked).toEqual(['new', null]));
  });
});
