import type { QualityItem } from './quality-types';

// 100 FAQ items of a digital-human platform's help desk in English, each with the question a visitor would
// actually type: other words, other order, casual style. Written once, by hand; not adjusted to make the test pass.
export const EN_ITEMS: QualityItem[] = [
  { question: 'How do I register a company account?', user: 'what do I need to sign up my business' },
  {
    question: 'I forgot my password, what should I do?',
    user: "can't remember my login password",
    similar: ['How can I reset my password?'],
  },
  { question: 'How do I change my password?', user: 'I want to update the password on my account' },
  {
    question: 'How do I change the email address on my account?',
    user: 'my email changed, how do I update it in my profile',
  },
  {
    question: 'Can I log in on several devices at the same time?',
    user: 'is it possible to be signed in on two computers at once',
  },
  { question: 'How do I delete my account?', user: 'please close my account permanently' },
  { question: 'How long is the free trial?', user: 'how many days do I get to try it for free' },
  {
    question: 'How many sessions can a trial account create?',
    user: 'during the trial what is the limit on sessions',
  },
  { question: 'Is my data kept after the trial ends?', user: 'when my trial expires will I lose my work' },
  {
    question: 'How much does the platform cost?',
    user: "what's the pricing",
    similar: ['What are your plans and prices?'],
  },
  { question: 'Which payment methods do you accept?', user: 'can I pay with a credit card or PayPal' },
  { question: 'How do I get an invoice?', user: 'I need an invoice for my purchase for accounting' },
  { question: 'Can I get a refund?', user: 'I bought a plan by mistake, can I have my money back' },
  { question: 'How do I renew my subscription?', user: 'my plan is about to expire, how do I extend it' },
  { question: 'How do I upgrade my plan?', user: 'I need more features, how do I move to a higher tier' },
  {
    question: 'Can I cancel my subscription at any time?',
    user: 'is there a contract or can I stop whenever I want',
  },
  { question: 'Do you offer discounts for annual billing?', user: 'is it cheaper if I pay yearly' },
  { question: 'What is a digital human?', user: 'what exactly do you mean by digital human' },
  {
    question: 'What can digital humans be used for?',
    user: 'what are typical use cases for a virtual presenter',
  },
  { question: 'How do I create a new session?', user: 'steps to set up a session' },
  { question: 'How do I duplicate an existing session?', user: 'can I copy a session I already made' },
  { question: 'Can I rename a session?', user: 'how to change the name of a session' },
  { question: 'How do I delete a session?', user: 'remove a session I no longer need' },
  {
    question: 'What happens when I take a session offline?',
    user: 'if I unpublish a session can people still open it',
  },
  {
    question: 'How do I share a session with others?',
    user: 'where do I get the link to send my digital human to customers',
  },
  { question: 'Where can I download the QR code?', user: 'save the QR image for printing' },
  {
    question: 'How many digital humans can my company have?',
    user: 'is there a maximum number of digital humans per organization',
  },
  { question: 'Which characters are available?', user: 'what avatars can I choose from' },
  {
    question: 'Can you create a custom avatar that looks like our employee?',
    user: 'can we have a personalized character modeled on a real person',
  },
  { question: 'How do I upload my own background image?', user: 'use our office photo as the backdrop' },
  {
    question: 'What image formats and sizes are allowed for backgrounds?',
    user: 'file type and size limits for a background picture',
  },
  {
    question: 'How do I move or resize the character in the frame?',
    user: 'the avatar is too big, I want to shrink it and put it on the left',
  },
  { question: 'Which aspect ratios are supported?', user: 'can the video be vertical for phones' },
  {
    question: 'Which languages can the digital human speak?',
    user: 'does it talk in languages other than English',
  },
  { question: 'Which voices can I choose?', user: 'how many voice options are there' },
  { question: 'How do I change the speaking speed?', user: 'the avatar talks too fast, can I slow it down' },
  {
    question: 'Can I preview a voice before choosing it?',
    user: 'is there a way to listen to a voice sample first',
  },
  { question: 'Can I clone my own voice?', user: 'use a recording of me as the voice' },
  {
    question: 'How do I set the opening line?',
    user: 'where do I configure the first thing the avatar says',
  },
  { question: 'What is a wake word?', user: 'what does the wake word feature do' },
  {
    question: 'Can users interrupt the digital human while it is speaking?',
    user: 'stop the avatar mid sentence when someone starts talking',
  },
  {
    question: 'What does the digital human say when it does not know the answer?',
    user: 'how does it respond to questions it cannot answer',
  },
  {
    question: 'How do I set the farewell message?',
    user: 'change the goodbye text at the end of a conversation',
  },
  {
    question: 'Can I connect my own large language model?',
    user: 'we host our own LLM, can the avatar use it',
  },
  { question: 'Which AI models are built in?', user: 'what model does it use by default' },
  {
    question: 'What are the requirements for a third-party model URL?',
    user: 'how should the custom model endpoint be configured',
  },
  {
    question: 'How do I make the digital human answer from my knowledge base?',
    user: 'I want it to reply only using our own documents',
  },
  {
    question: 'Which file formats can I upload to the knowledge base?',
    user: 'can I upload pdf or word documents',
  },
  { question: 'What is the maximum file size for documents?', user: 'how big can an uploaded document be' },
  { question: 'Why did my document fail to parse?', user: 'my file keeps showing parsing failed' },
  { question: 'Can scanned PDFs be read?', user: 'will it extract text from a pdf made of scanned images' },
  {
    question: 'How long does document parsing take?',
    user: 'how long until an uploaded file is ready to use',
  },
  {
    question: 'How do I import FAQs in bulk?',
    user: 'can I load hundreds of questions and answers at once from a spreadsheet',
  },
  { question: 'Where is the import template?', user: 'download the spreadsheet template for importing' },
  {
    question: 'How do I see which rows failed to import?',
    user: 'some lines were not imported, how do I find out which ones',
  },
  { question: 'Can I export my FAQs?', user: 'download all questions and answers as an excel file' },
  {
    question: 'Is there a limit on the number of FAQ items?',
    user: 'maximum questions I can add to the FAQ',
  },
  { question: 'What are similar questions?', user: 'what is the alternative questions field for' },
  { question: 'How do I disable an FAQ item?', user: 'temporarily turn off one answer without deleting it' },
  {
    question: 'How soon do FAQ changes take effect?',
    user: 'after editing an answer when will the avatar use the new one',
  },
  {
    question: 'Can a session use only some FAQ categories?',
    user: 'restrict one session to a few categories of the knowledge base',
  },
  { question: 'How do I get an API token?', user: 'where do I find the access token for calling the API' },
  { question: 'How long is an API token valid?', user: 'when does my token expire' },
  { question: 'Where is the API documentation?', user: 'is there a reference for the endpoints' },
  { question: 'Are there rate limits on the API?', user: 'how many requests per second am I allowed' },
  { question: 'How do I embed the digital human on my website?', user: 'put the avatar on our homepage' },
  { question: 'Is there a JavaScript SDK?', user: 'do you have a client library for the browser' },
  { question: 'Can the platform be deployed on premises?', user: 'can we install it on our own servers' },
  {
    question: 'Can the digital human run on a large touch screen?',
    user: 'we want to use it on a kiosk display in our lobby',
  },
  { question: 'Does it work on mobile phones?', user: 'can visitors use it from a smartphone browser' },
  { question: 'Which browsers are supported?', user: 'does it work in Safari and Firefox' },
  { question: 'Why is there no sound?', user: 'I can see the avatar but cannot hear anything' },
  { question: 'Why is my microphone not working?', user: 'it does not hear me when I talk' },
  { question: 'Why are the responses slow?', user: 'the avatar takes ages to reply' },
  {
    question: 'The page will not load, what can I do?',
    user: 'the link just keeps spinning and never opens',
  },
  {
    question: 'How many people can talk to the digital human at the same time?',
    user: 'how many concurrent users are supported',
  },
  { question: 'Where can I see conversation history?', user: 'view past chats with visitors' },
  {
    question: 'How long are conversation logs kept?',
    user: 'what is the retention period for chat transcripts',
  },
  { question: 'How do you protect our data?', user: 'is our information secure with you' },
  { question: 'Are you GDPR compliant?', user: 'do you follow european privacy law' },
  { question: 'Is the platform SOC 2 certified?', user: 'do you have a security audit report' },
  { question: 'How do I add team members?', user: 'invite a colleague to manage the account with me' },
  { question: 'How do I change my company name?', user: 'our organization name is wrong in the profile' },
  { question: 'How do I contact customer support?', user: 'I want to talk to a real person' },
  { question: 'What are your support hours?', user: 'when is your help desk open' },
  { question: 'How do I report a bug?', user: 'something is broken, where do I tell you' },
  {
    question: 'How can I become a reseller?',
    user: 'we would like to partner with you and sell your product',
  },
  { question: 'Can I book a demo?', user: 'schedule a walkthrough of the product with your team' },
  {
    question: 'Can a digital human host a live stream?',
    user: 'use the avatar for live selling on social media',
  },
  {
    question: 'Can I generate a video with the digital human?',
    user: 'export a recorded clip of the avatar presenting',
  },
  { question: 'Are lip movements synchronized with the voice?', user: 'does the mouth match the speech' },
  {
    question: 'Can it understand accents?',
    user: 'will it recognize speakers with a strong Scottish accent',
  },
  {
    question: 'What happens if the user stays silent?',
    user: 'if nobody speaks for a while does the call hang up',
  },
  {
    question: 'Can the digital human give wrong answers?',
    user: 'how reliable are its replies, does it make things up',
  },
  { question: 'Where can I see my billing history?', user: 'view past charges and receipts' },
  { question: 'What happens when my balance runs out?', user: 'will service stop if I have no credit left' },
  { question: 'Do you offer a discount for nonprofits?', user: 'special pricing for charities' },
  {
    question: 'Can I change the character of a published session?',
    user: 'swap the avatar on a session that is already live',
  },
  {
    question: 'Can I give the digital human its own name?',
    user: 'what should the avatar call itself, is that configurable',
  },
  {
    question: 'Does the digital human remember previous conversations?',
    user: 'will it recall what a visitor said last time',
  },
];

// Questions no item of the set answers: they must stay below the answer threshold.
export const EN_UNRELATED: string[] = [
  'what is the weather like in London today',
  'how do I bake sourdough bread',
  'recommend a good movie for tonight',
  'what is the tallest mountain in the world',
  'will the stock market go up tomorrow',
  'how often should I water a cactus',
  'how long is the train from Paris to Lyon',
  'why is my dog not eating',
  'write me a poem about autumn',
  'who won the football world cup in 2018',
];
