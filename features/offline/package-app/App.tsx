import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LiveDigitalHuman } from '@/components/digital-human/live/LiveDigitalHuman';
import type { LiveState } from '@/components/digital-human/live/poses';
import { SpeechPlayer } from '@/components/digital-human/live/SpeechPlayer';
import { LivePortrait } from '@/components/digital-human/portrait/LivePortrait';
import { formatActivationCode } from '@/features/offline/contract';
import type { OfflineSession } from '@/features/offline/package/contents';
import {
  activate,
  checkStatus,
  licenceState,
  PlatformError,
  transcriptSender,
  type DeviceKeys,
  type LicenceState,
} from './device';
import { Conversation, type Turn } from './engine';
import { synthesize, warmUpEspeak } from './espeak';
import { idbKeyValue, idbTranscripts } from './idb';
import { MESSAGES, type Messages } from './messages';
import { TranscriptStore, uploadPending } from './transcripts';

const WAITING_PHRASE_AFTER_MS = 1_500;
const store = new TranscriptStore(idbTranscripts);

interface Line {
  who: 'visitor' | 'human';
  text: string;
}

export function App({ session }: { session: OfflineSession }) {
  const t = MESSAGES[session.language];
  const [licence, setLicence] = useState<LicenceState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = useCallback(async () => setLicence(await licenceState(session, idbKeyValue)), [session]);
  useEffect(() => {
    let live = true;
    void licenceState(session, idbKeyValue).then((state) => live && setLicence(state));
    return () => {
      live = false;
    };
  }, [session]);

  // Online: the status call (fresh token, revocation, newer package) and the transcripts' upload.
  useEffect(() => {
    if (licence?.kind !== 'ok') return;
    const sync = async () => {
      if (!navigator.onLine) return;
      try {
        const status = await checkStatus(session, idbKeyValue, licence.keys, licence.token);
        if (status.state !== 'active') return void refresh();
        if (status.newerPackage) setNotice(t.newerPackage);
        await uploadPending(store, transcriptSender(session, licence.keys, licence.token));
      } catch {
        // Offline or the platform unreachable: the next sync tries again.
      }
    };
    void sync();
    window.addEventListener('online', sync);
    const timer = window.setInterval(sync, 10 * 60_000);
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [licence, session, refresh, t]);

  if (!licence) return <p className="center">{t.loading}</p>;
  if (licence.kind === 'needsActivation')
    return <Activate session={session} keys={licence.keys} t={t} onDone={refresh} />;
  if (licence.kind !== 'ok')
    return (
      <main className="center stop" data-licence={licence.kind}>
        <h1>{session.name}</h1>
        <p role="alert">{t[licence.kind]}</p>
        {licence.kind === 'tampered' || licence.kind === 'wrongDevice' || licence.kind === 'expired' ? (
          <button
            type="button"
            onClick={async () => {
              await idbKeyValue.remove('licenceToken');
              await refresh();
            }}
          >
            {t.reactivate}
          </button>
        ) : null}
      </main>
    );
  return <Talk session={session} t={t} notice={notice} />;
}

function Activate({
  session,
  keys,
  t,
  onDone,
}: {
  session: OfflineSession;
  keys: DeviceKeys;
  t: Messages;
  onDone: () => void;
}) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <main className="center activate">
      <h1>{t.activateTitle}</h1>
      <p>{t.activateIntro}</p>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(null);
          try {
            await activate(session, idbKeyValue, keys, code, name);
            onDone();
          } catch (failure) {
            setError(
              failure instanceof PlatformError ? t.activationFailed + failure.message : t.networkFailed,
            );
          } finally {
            setBusy(false);
          }
        }}
      >
        <label>
          {t.code}
          <input
            value={code}
            onChange={(event) =>
              setCode(formatActivationCode(event.target.value.replace(/[\s-]/g, '').toUpperCase()))
            }
            autoComplete="off"
            required
            maxLength={14}
          />
        </label>
        <label>
          {t.deviceName}
          <input value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? t.activating : t.activate}
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
      <p>{t.offlineActivate}</p>
      <pre tabIndex={0}>{JSON.stringify(keys.publicJwk)}</pre>
    </main>
  );
}

type Recognition = {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
const recognitionClass = () =>
  (
    window as unknown as {
      SpeechRecognition?: new () => Recognition;
      webkitSpeechRecognition?: new () => Recognition;
    }
  ).SpeechRecognition ??
  (window as unknown as { webkitSpeechRecognition?: new () => Recognition }).webkitSpeechRecognition;
const RECOGNITION_LANG = { zh: 'zh-CN', en: 'en-US', ja: 'ja-JP' } as const;

function Talk({ session, t, notice }: { session: OfflineSession; t: Messages; notice: string | null }) {
  const player = useMemo(() => new SpeechPlayer(), []);
  const [state, setState] = useState<LiveState>('idle');
  const [started, setStarted] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);
  const [offered, setOffered] = useState<string[]>(session.suggestions);
  const [question, setQuestion] = useState('');
  const [ended, setEnded] = useState(false);
  const [listening, setListening] = useState(false);
  const conversation = useRef<Conversation | null>(null);
  const record = useRef<{
    uuid: string;
    startedAt: string;
    turns: { question: string; answer: string; source: Turn['source']; at: string }[];
  } | null>(null);
  const waitingClip = useRef<Promise<string> | null>(null);
  const Recognizer = useMemo(() => (typeof window === 'undefined' ? undefined : recognitionClass()), []);

  useEffect(() => {
    void warmUpEspeak();
    const off = player.subscribe((event) => {
      if (event.type === 'sentencestart') setState('speaking');
      if (event.type === 'idle') setState('idle');
      if (event.type === 'sentenceend' && event.clip.url) URL.revokeObjectURL(event.clip.url);
    });
    return () => {
      off();
      player.dispose();
    };
  }, [player]);

  const clip = useCallback(
    async (text: string) => {
      const wav = await synthesize(text, session.voice);
      return URL.createObjectURL(new Blob([wav as BlobPart], { type: 'audio/wav' }));
    },
    [session.voice],
  );

  const say = useCallback(
    async (text: string | null) => {
      if (!text) return;
      setLines((all) => [...all, { who: 'human', text }]);
      try {
        player.enqueue({ url: await clip(text), text });
      } catch {
        setState('idle');
      }
    },
    [clip, player],
  );

  const finish = useCallback(async () => {
    const kept = record.current;
    record.current = null;
    conversation.current = null;
    setEnded(true);
    if (kept && kept.turns.length > 0)
      await store.keep({ ...kept, endedAt: new Date().toISOString() }).catch(() => undefined);
  }, []);

  const start = useCallback(async () => {
    await player.unlock();
    conversation.current = new Conversation(session);
    record.current = { uuid: crypto.randomUUID(), startedAt: new Date().toISOString(), turns: [] };
    setStarted(true);
    setEnded(false);
    setLines([]);
    setOffered(session.suggestions);
    if (session.scripts.waitingPhrase) waitingClip.current = clip(session.scripts.waitingPhrase);
    await say(conversation.current.opening);
  }, [clip, player, say, session]);

  const ask = useCallback(
    async (text: string) => {
      const talk = conversation.current;
      const asked = text.trim();
      if (!talk || !asked) return;
      player.stop();
      setQuestion('');
      setLines((all) => [...all, { who: 'visitor', text: asked }]);
      setState('thinking');
      const turn = talk.ask(asked);
      record.current?.turns.push({
        question: asked,
        answer: turn.text ?? '',
        source: turn.source,
        at: new Date().toISOString(),
      });
      setOffered(turn.suggestions.length > 0 ? turn.suggestions : session.suggestions);
      // The waiting phrase when the answer's voice is not ready in time (the first synthesis compiles eSpeak).
      const answer = turn.text ? clip(turn.text) : null;
      const waited = window.setTimeout(async () => {
        if (waitingClip.current) player.enqueue({ url: await waitingClip.current, text: '' });
      }, WAITING_PHRASE_AFTER_MS);
      if (turn.text) setLines((all) => [...all, { who: 'human', text: turn.text! }]);
      try {
        if (answer) player.enqueue({ url: await answer, text: turn.text ?? '' });
      } finally {
        window.clearTimeout(waited);
      }
      if (!answer) setState('idle');
      if (turn.ends) {
        await say(turn.closing);
        await finish();
      }
    },
    [clip, finish, player, say, session.suggestions],
  );

  const listen = useCallback(() => {
    if (!Recognizer) return;
    const recognition = new Recognizer();
    recognition.lang = RECOGNITION_LANG[session.language];
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      const heard = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join('');
      void ask(heard);
    };
    recognition.onend = () => {
      setListening(false);
      setState((now) => (now === 'listening' ? 'idle' : now));
    };
    player.stop();
    setListening(true);
    setState('listening');
    recognition.start();
  }, [Recognizer, ask, player, session.language]);

  useEffect(() => {
    const keep = () => void finish();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [finish]);

  const ratio = `${session.layout.videoWidth} / ${session.layout.videoHeight}`;
  return (
    <main className="talk">
      <h1 className="visually-hidden">{session.name}</h1>
      <div className="stage" style={{ aspectRatio: ratio }}>
        {session.portrait ? (
          <LivePortrait
            rig={session.portrait}
            layout={session.layout}
            state={state}
            player={player}
            label={session.name}
            aiLabel={t.aiMark}
            className="human"
          />
        ) : (
          <LiveDigitalHuman
            character={session.character}
            background={session.background}
            layout={session.layout}
            state={state}
            player={player}
            label={session.name}
            className="human"
          />
        )}
        {!started || ended ? (
          <div className="overlay">
            {ended ? <p>{t.ended}</p> : null}
            <button type="button" className="primary" onClick={() => void start()}>
              {ended ? t.again : t.start}
            </button>
          </div>
        ) : null}
      </div>
      {notice ? <p className="notice">{notice}</p> : null}
      <section className="panel">
        <ol className="lines" tabIndex={0} aria-live="polite">
          {lines.map((line, i) => (
            <li key={i} data-who={line.who}>
              {line.text}
            </li>
          ))}
        </ol>
        {started && !ended ? (
          <>
            {offered.length > 0 ? (
              <div className="offered" aria-label={t.suggestions}>
                {offered.map((text) => (
                  <button key={text} type="button" onClick={() => void ask(text)}>
                    {text}
                  </button>
                ))}
              </div>
            ) : null}
            <form
              className="ask"
              onSubmit={(event) => {
                event.preventDefault();
                void ask(question);
              }}
            >
              <input
                aria-label={t.ask}
                placeholder={t.ask}
                value={question}
                onChange={(event) => setQuestion(event.target.value)}
              />
              <button type="submit">{t.send}</button>
              {Recognizer ? (
                <button type="button" onClick={listen} disabled={listening}>
                  {listening ? t.listening : t.speak}
                </button>
              ) : null}
            </form>
            <button type="button" className="end" onClick={() => void finish()}>
              {t.end}
            </button>
          </>
        ) : null}
        {session.offline.length > 0 ? (
          <p className="left-out">
            {t.leftOut} {session.offline.map((item) => t[item]).join(session.language === 'en' ? ', ' : '、')}
          </p>
        ) : null}
      </section>
    </main>
  );
}
