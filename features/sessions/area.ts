import { defineArea } from '@/lib/areas/area';

// Sessions: the list, the creation wizard and quick create, the editor (`?conversationId=`), the phone's personas.
export const sessionsArea = defineArea({
  name: 'sessions',
  menu: [
    { label: 'SessionsList.menu', href: '/dashboard/session', slot: 10 },
    // The wizard opens only with a draft (spec §4): the session list starts one, then opens step 1.
    { label: 'SessionsList.menuCreate', href: '/dashboard/session?create=1', slot: 20 },
  ],
  routes: {
    desktopLogin: [
      '/dashboard/session',
      '/session/create/step1',
      '/session/create/step2',
      '/session/create/step3',
      '/session/create/step4',
      '/session/create/success',
      '/fastCreate/create',
      '/session/edit',
    ],
    mobileLogin: ['/mobile/personas/create', '/mobile/personas'],
    mobileLoginPatterns: ['/mobile/personas/:x/:x'],
  },
  env: [
    {
      name: 'TTS_OPENAI_BASE_URL',
      default: 'unset (embedded voices only)',
      meaning:
        'an OpenAI-compatible speech service; its voices join the embedded eSpeak NG ones and it is called at <base>/v1/audio/speech (a base ending in /v1 works too)',
    },
    { name: 'TTS_OPENAI_API_KEY', default: 'unset', meaning: 'sent as Authorization: Bearer <key>' },
    { name: 'TTS_OPENAI_MODEL', default: 'tts-1', meaning: 'the model of each request' },
    {
      name: 'TTS_OPENAI_VOICES',
      default: 'nova:zh|en|ja:female,onyx:zh|en|ja:male',
      meaning:
        "the service's voices, comma-separated name:languages:gender (languages zh, en, ja joined by |; gender female, male or neutral)",
    },
    {
      name: 'TTS_OPENAI_TIMEOUT_MS',
      default: '20000',
      meaning:
        'how long a synthesis may take, and the largest response accepted (a longer or larger one fails)',
    },
    {
      name: 'TTS_OPENAI_MAX_BYTES',
      default: '8388608',
      meaning:
        'how long a synthesis may take, and the largest response accepted (a longer or larger one fails)',
    },
    // e2e: a server recognizer is configured (the runtime's microphone test uses it; nothing is recognized): a
    // session's server recognition is taken only when there is one, else the browser's.
    {
      name: 'ASR_OPENAI_URL',
      default: 'unset',
      meaning:
        "an OpenAI-compatible transcription service (<base>/v1/audio/transcriptions): with a URL set, sessions may choose the server's speech recognition besides the browser's; the key is sent as Authorization: Bearer <key>",
      e2e: 'http://127.0.0.1:9',
    },
    {
      name: 'ASR_OPENAI_KEY',
      default: 'unset',
      meaning:
        "an OpenAI-compatible transcription service (<base>/v1/audio/transcriptions): with a URL set, sessions may choose the server's speech recognition besides the browser's; the key is sent as Authorization: Bearer <key>",
    },
    {
      name: 'ASR_OPENAI_MODEL',
      default: 'whisper-1',
      meaning:
        "an OpenAI-compatible transcription service (<base>/v1/audio/transcriptions): with a URL set, sessions may choose the server's speech recognition besides the browser's; the key is sent as Authorization: Bearer <key>",
    },
  ],
});
