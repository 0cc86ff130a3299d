import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import { SaveConflictDialog } from './SaveConflictDialog';
import { newerRevisionOf, useSaveConflict } from './save-conflict';

const stale = (revision: number) =>
  new ApiError(
    'code',
    'changed',
    ApiCode.sessionChanged,
    { revision, updatedAt: '2026-01-01T00:00:00Z' },
    409,
  );

/** The editor's save as EditorForm wires it: a stale save asks, overwrite saves again naming the newer revision. */
function Editor({ save, reload }: { save: (revision: number) => Promise<number>; reload: () => void }) {
  const conflict = useSaveConflict();
  const [revision, setRevision] = useState(3);
  const [failure, setFailure] = useState('');
  const submit = async (from: number) => {
    try {
      setRevision(await save(from));
    } catch (error) {
      if (!conflict.caught(error)) setFailure(String(error));
    }
  };
  return (
    <>
      <button type="button" onClick={() => void submit(revision)}>
        save
      </button>
      <output>{`revision ${revision}${failure ? `, ${failure}` : ''}`}</output>
      <SaveConflictDialog
        opened={conflict.newerRevision !== null}
        busy={false}
        onReload={() => {
          reload();
          conflict.close();
        }}
        onOverwrite={() => {
          const newer = conflict.newerRevision!;
          conflict.close();
          void submit(newer);
        }}
        onCancel={conflict.close}
      />
    </>
  );
}

describe('the session editor’s save conflict', { timeout: 30_000 }, () => {
  it('reads the newer revision of a 409 only', () => {
    expect(newerRevisionOf(stale(7))).toBe(7);
    expect(newerRevisionOf(new ApiError('code', 'x', ApiCode.notFound, null, 404))).toBeNull();
    expect(newerRevisionOf(new Error('network'))).toBeNull();
  });

  it('asks on a stale save, and overwrite saves again naming the newer revision', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (from: number) => {
      if (from === 3) throw stale(5);
      return from + 1;
    });
    renderWithProviders(<Editor save={save} reload={vi.fn()} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this session' });
    expect(dialog).toHaveTextContent('overwrite their change with yours');
    await user.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('revision 6'));
    expect(save.mock.calls.map(([from]) => from)).toEqual([3, 5]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reloads the newer version, or goes back to editing, without saving', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => Promise.reject(stale(4)));
    const reload = vi.fn();
    renderWithProviders(<Editor save={save} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    await user.click(await screen.findByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'save' }));
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('revision 3');
  });
});
