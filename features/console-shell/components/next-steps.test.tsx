import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import { ConsoleHome } from './ConsoleHome';

const t = catalogues.zh.Console;

function home(
  progress: { sessions: number; knowledge: boolean; published: number },
  device: 'desktop' | 'phone',
) {
  renderWithProviders(
    <ConsoleHome companyName="示例公司" cards={null} device={device} progress={progress} />,
  );
  const card = screen
    .getByRole('heading', { name: /下一步|入门/ })
    .closest('[data-next-steps]') as HTMLElement;
  return within(card).getAllByRole('listitem');
}

describe('the next steps of the console home follow progress (issue 19 §1.9)', () => {
  for (const device of ['desktop', 'phone'] as const) {
    it(`a new account starts with creating its first session (${device})`, () => {
      const steps = home({ sessions: 0, knowledge: false, published: 0 }, device);
      expect(steps[0]).toHaveTextContent(t.nextCreate);
      expect(screen.queryByText(t.stepDone)).toBeNull();
    });

    it(`after two sessions the knowledge base comes first and creating is marked done (${device})`, () => {
      const steps = home({ sessions: 2, knowledge: false, published: 0 }, device);
      expect(screen.queryByText(t.nextCreate)).toBeNull();
      expect(steps[0]).toHaveTextContent(t.nextKnowledge);
      expect(steps[1]).toHaveTextContent(t.nextDeploy);
      expect(steps[2]).toHaveTextContent('已创建 2 个会话');
      expect(within(steps[2]!).getByText(t.stepDone)).toBeVisible();
    });

    it(`with knowledge and a published session every step is done (${device})`, () => {
      const steps = home({ sessions: 1, knowledge: true, published: 1 }, device);
      expect(screen.getByRole('heading', { name: t.nextAllDone })).toBeVisible();
      for (const step of steps) expect(within(step).getByText(t.stepDone)).toBeVisible();
    });
  }
});
