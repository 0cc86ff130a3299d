import type { QualityItem } from './quality-types';

// 100 FAQ items of a digital-human platform's help desk in English, each with the question a visitor would
// actually type: other words, other order, casual style. Written once, by hand; not adjusted to make the test pass.
// Each item has the 2–4 sentence answer a real help desk would give, written for the item's question (not for the
// user's wording), so answers are indexed and searched as they would be in production.
export const EN_ITEMS: QualityItem[] = [
  {
    question: 'How do I register a company account?',
    answer:
      'Click "Start free trial" on our homepage, enter your work email and company name, and confirm the verification code we send you. Your organization is created with a free trial, and you can complete company verification later in Settings.',
    user: 'what do I need to sign up my business',
  },
  {
    question: 'I forgot my password, what should I do?',
    answer:
      'On the login page click "Forgot password", enter the email address of your account and follow the link we send to choose a new password. The link is valid for 30 minutes; if the email does not arrive, check your spam folder or contact support.',
    user: "can't remember my login password",
    similar: ['How can I reset my password?'],
  },
  {
    question: 'How do I change my password?',
    answer:
      'Open Profile > Security, enter your current password and the new one, then save. Passwords need at least 8 characters with letters and digits; other devices are signed out after the change.',
    user: 'I want to update the password on my account',
  },
  {
    question: 'How do I change the email address on my account?',
    answer:
      'Go to Profile > Account details and click "Change" next to your email. We send a code to the new address, and the change takes effect once you confirm it; receipts and notifications then go to the new email.',
    user: 'my email changed, how do I update it in my profile',
  },
  {
    question: 'Can I log in on several devices at the same time?',
    answer:
      'Yes, one account can stay signed in on up to 3 devices at once; signing in on a fourth signs out the oldest session. If several people work on the account, add them as team members instead of sharing a login.',
    user: 'is it possible to be signed in on two computers at once',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'An owner can delete the organization in Profile > Security > Delete account, after settling any open orders. Deletion permanently removes all sessions, knowledge base content and conversation logs and cannot be undone.',
    user: 'please close my account permanently',
  },
  {
    question: 'How long is the free trial?',
    answer:
      'The free trial lasts 7 days and includes the core features: sessions, voices and the knowledge base. The days remaining are shown in the console header; to keep using the platform afterwards, choose a paid plan.',
    user: 'how many days do I get to try it for free',
  },
  {
    question: 'How many sessions can a trial account create?',
    answer:
      'A trial account can create up to 2 sessions, each with the full editor: character, voice, scripts and knowledge base. Paid plans raise the limit according to the plan.',
    user: 'during the trial what is the limit on sessions',
  },
  {
    question: 'Is my data kept after the trial ends?',
    answer:
      'Yes. Sessions, FAQs and uploaded documents are kept for 30 days after the trial ends, so you can pick up where you left off by purchasing a plan. After 30 days without a plan the data is deleted.',
    user: 'when my trial expires will I lose my work',
  },
  {
    question: 'How much does the platform cost?',
    answer:
      'We offer Standard, Professional and Enterprise plans, which differ in the number of sessions, concurrent conversations and included conversation minutes. See the Pricing page for current prices, or ask our sales team for a quote for larger volumes.',
    user: "what's the pricing",
    similar: ['What are your plans and prices?'],
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'You can pay online by credit or debit card, Alipay or WeChat Pay, and the plan is activated immediately. Companies can also pay by bank transfer and upload the payment receipt in the order details.',
    user: 'can I pay with a credit card or PayPal',
  },
  {
    question: 'How do I get an invoice?',
    answer:
      'Invoices are generated automatically for every payment. Open Billing > Invoices to download them as PDF; you can add your VAT number and billing address there so they appear on future invoices.',
    user: 'I need an invoice for my purchase for accounting',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Plans can be refunded in full within 7 days of purchase if they have not been used. After that, we refund the unused part of annual plans pro rata; open a support ticket to request it, and the money goes back to the original payment method within 5 business days.',
    user: 'I bought a plan by mistake, can I have my money back',
  },
  {
    question: 'How do I renew my subscription?',
    answer:
      'Go to Billing > My plan and click "Renew", choose the period and pay; the new period starts when the current one ends. We remind you by email 7 days before expiry, and you can turn on auto-renewal to renew automatically.',
    user: 'my plan is about to expire, how do I extend it',
  },
  {
    question: 'How do I upgrade my plan?',
    answer:
      'In Billing > My plan click "Upgrade" and pick the plan you want; you only pay the difference for the rest of the current period. The higher limits for sessions and concurrency apply immediately and your data stays as it is.',
    user: 'I need more features, how do I move to a higher tier',
  },
  {
    question: 'Can I cancel my subscription at any time?',
    answer:
      'Yes, monthly plans can be cancelled at any time in Billing > My plan and stay active until the end of the paid period, with no long-term commitment. Annual plans run until the end of their year.',
    user: 'is there a contract or can I stop whenever I want',
  },
  {
    question: 'Do you offer discounts for annual billing?',
    answer:
      'Yes, paying annually saves about 20% compared with paying monthly. Choose the yearly billing period when you buy or renew a plan.',
    user: 'is it cheaper if I pay yearly',
  },
  {
    question: 'What is a digital human?',
    answer:
      'A digital human is an AI-driven virtual character that listens to what people say and answers in real time with a natural voice, lip movements and facial expressions. It can greet, guide and answer questions for your customers around the clock.',
    user: 'what exactly do you mean by digital human',
  },
  {
    question: 'What can digital humans be used for?',
    answer:
      'Digital humans are used as virtual receptionists in lobbies and showrooms, customer service agents on websites, presenters for training and product videos, and hosts for live streams. They can run in a browser, a mini program or on a large screen.',
    user: 'what are typical use cases for a virtual presenter',
  },
  {
    question: 'How do I create a new session?',
    answer:
      'In the console open Sessions and click "New session". Choose a character, a voice and a background, configure the scripts and knowledge base, then click "Publish" to get a share link and QR code.',
    user: 'steps to set up a session',
  },
  {
    question: 'How do I duplicate an existing session?',
    answer:
      'Open the session list, click "More > Duplicate" on the session, and a copy with the same character, voice, scripts and knowledge settings is created. The copy starts unpublished, so you can adjust it before publishing.',
    user: 'can I copy a session I already made',
  },
  {
    question: 'Can I rename a session?',
    answer:
      'Yes. Click the pencil icon next to the session name in the session list, type the new name and save. Renaming does not change the share link or QR code.',
    user: 'how to change the name of a session',
  },
  {
    question: 'How do I delete a session?',
    answer:
      'In the session list click "Delete" on the session and confirm. Its share link stops working immediately and its conversation logs are deleted too; this cannot be undone.',
    user: 'remove a session I no longer need',
  },
  {
    question: 'What happens when I take a session offline?',
    answer:
      'Visitors who open the link of an offline session see a message that it is unavailable and cannot start a conversation. The configuration and history are kept, and the same link works again as soon as you put the session back online.',
    user: 'if I unpublish a session can people still open it',
  },
  {
    question: 'How do I share a session with others?',
    answer:
      'After publishing, click "Share" in the session list to copy the public link or download the QR code. Anyone with the link can talk to the digital human in their browser without logging in.',
    user: 'where do I get the link to send my digital human to customers',
  },
  {
    question: 'Where can I download the QR code?',
    answer:
      'Click "Share" on a published session; the dialog shows its QR code with a "Download" button that saves it as a PNG image. It prints well on posters and standees.',
    user: 'save the QR image for printing',
  },
  {
    question: 'How many digital humans can my company have?',
    answer:
      'Each organization can have up to 10 digital human sessions, and 2 during the free trial. If you need more, our sales team can raise the limit on an Enterprise plan.',
    user: 'is there a maximum number of digital humans per organization',
  },
  {
    question: 'Which characters are available?',
    answer:
      'The library offers dozens of ready-made characters: business men and women, service agents, presenters and cartoon styles, filterable by industry and style. Many come in both half-body and full-body framing.',
    user: 'what avatars can I choose from',
  },
  {
    question: 'Can you create a custom avatar that looks like our employee?',
    answer:
      'Yes, on the Enterprise plan we can create a custom avatar from a video recording of a real person, with their signed consent to use their likeness. Production takes about 2–3 weeks; contact sales for pricing.',
    user: 'can we have a personalized character modeled on a real person',
  },
  {
    question: 'How do I upload my own background image?',
    answer:
      'In the session editor open "Background", click "Upload image" and choose a file from your computer; the preview updates right away. You can also pick one of the built-in solid colours or scenes.',
    user: 'use our office photo as the backdrop',
  },
  {
    question: 'What image formats and sizes are allowed for backgrounds?',
    answer:
      'Backgrounds can be JPG, JPEG, PNG, GIF or BMP files of at most 2 MB. Use an image matching the aspect ratio of the session, for example 1920×1080, so it is not stretched or cropped.',
    user: 'file type and size limits for a background picture',
  },
  {
    question: 'How do I move or resize the character in the frame?',
    answer:
      "In the session editor's preview, drag the character to move it and drag its corners to scale it. For exact values, enter the position and scale in the side panel, then save.",
    user: 'the avatar is too big, I want to shrink it and put it on the left',
  },
  {
    question: 'Which aspect ratios are supported?',
    answer:
      "Sessions can be 16:9 landscape or 9:16 portrait. Portrait suits phones and standing screens, landscape suits desktop web pages; switch between them in the editor's display settings.",
    user: 'can the video be vertical for phones',
  },
  {
    question: 'Which languages can the digital human speak?',
    answer:
      'Sessions can speak Chinese, English and Japanese; choose the language in the session settings. Speech recognition and speech synthesis both follow the language you choose.',
    user: 'does it talk in languages other than English',
  },
  {
    question: 'Which voices can I choose?',
    answer:
      'There are many male, female and child voices in warm, calm and lively styles, in Chinese, English and Japanese. Pick one in the "Voice" section of the session editor.',
    user: 'how many voice options are there',
  },
  {
    question: 'How do I change the speaking speed?',
    answer:
      'In the "Voice" section of the session editor, move the speed slider between 0.5× and 2× (1× by default). Use the play button to check the result before saving.',
    user: 'the avatar talks too fast, can I slow it down',
  },
  {
    question: 'Can I preview a voice before choosing it?',
    answer:
      'Yes, every voice in the "Voice" section has a play button for a short sample. You can also type your own text and hear it in the selected voice and speed.',
    user: 'is there a way to listen to a voice sample first',
  },
  {
    question: 'Can I clone my own voice?',
    answer:
      'Yes, with voice cloning on the Enterprise plan. Record about 10 minutes of clear reading, sign the consent form, and the cloned voice appears in your voice list once it is ready.',
    user: 'use a recording of me as the voice',
  },
  {
    question: 'How do I set the opening line?',
    answer:
      'The opening line is what the digital human says when a visitor arrives. Set it in the session editor under "Scripts"; keep it short, saying who the digital human is and how it can help.',
    user: 'where do I configure the first thing the avatar says',
  },
  {
    question: 'What is a wake word?',
    answer:
      "A wake word is a word, such as the digital human's name, that starts a conversation. In wake-word mode the digital human only responds after hearing it, which avoids accidental replies in noisy public places.",
    user: 'what does the wake word feature do',
  },
  {
    question: 'Can users interrupt the digital human while it is speaking?',
    answer:
      'Yes, visitors can interrupt. When someone starts speaking, or says one of the interrupting words you set under "Scripts", the digital human stops talking and listens to the new question.',
    user: 'stop the avatar mid sentence when someone starts talking',
  },
  {
    question: 'What does the digital human say when it does not know the answer?',
    answer:
      'When neither the knowledge base nor the model has a reliable answer, the digital human says the "unknown question" reply you set under "Scripts", for example pointing to human support. These questions appear in the conversation logs so you can add them to your FAQ.',
    user: 'how does it respond to questions it cannot answer',
  },
  {
    question: 'How do I set the farewell message?',
    answer:
      'Set the farewell message in the session editor under "Scripts". The digital human says it when the conversation ends or the visitor leaves; if it is empty, a default farewell is used.',
    user: 'change the goodbye text at the end of a conversation',
  },
  {
    question: 'Can I connect my own large language model?',
    answer:
      'Yes. In the session\'s model settings choose "Third-party model" and enter an OpenAI-compatible endpoint URL, the model name and the API key. The digital human then generates its replies with your model.',
    user: 'we host our own LLM, can the avatar use it',
  },
  {
    question: 'Which AI models are built in?',
    answer:
      "Several mainstream large language models are built in, and sessions use a general model tuned for customer service by default. You can switch models in the session's model settings or connect your own.",
    user: 'what model does it use by default',
  },
  {
    question: 'What are the requirements for a third-party model URL?',
    answer:
      'The URL must be a public HTTPS address implementing the OpenAI Chat Completions format with streaming responses. For a smooth conversation, the first token should arrive within about one second.',
    user: 'how should the custom model endpoint be configured',
  },
  {
    question: 'How do I make the digital human answer from my knowledge base?',
    answer:
      'In the session editor turn on "Knowledge base" and choose the FAQ categories and documents to use. The digital human then answers with a matching FAQ answer first, and otherwise draws on the passages of your documents.',
    user: 'I want it to reply only using our own documents',
  },
  {
    question: 'Which file formats can I upload to the knowledge base?',
    answer:
      'You can upload PDF, DOC and DOCX documents with selectable text. They are parsed and split into passages that the digital human answers from.',
    user: 'can I upload pdf or word documents',
  },
  {
    question: 'What is the maximum file size for documents?',
    answer:
      'Each document can be up to 10 MB, and FAQ import spreadsheets up to 50 MB. Larger files are rejected; split them into smaller files and upload them separately.',
    user: 'how big can an uploaded document be',
  },
  {
    question: 'Why did my document fail to parse?',
    answer:
      'Common causes are an encrypted or damaged file, a scanned PDF with no text in it, or a file whose extension does not match its real format. The reason is shown in the document list; fix the file and upload it again.',
    user: 'my file keeps showing parsing failed',
  },
  {
    question: 'Can scanned PDFs be read?',
    answer:
      'No, scanned PDFs contain only images of pages, with no text to extract, so parsing fails. Convert them with an OCR tool into a PDF or Word file with real text first.',
    user: 'will it extract text from a pdf made of scanned images',
  },
  {
    question: 'How long does document parsing take?',
    answer:
      'Parsing usually takes from a few seconds to a couple of minutes, depending on the number of pages and the queue. The document list shows the progress, and the document is used for answers once its status is "Done".',
    user: 'how long until an uploaded file is ready to use',
  },
  {
    question: 'How do I import FAQs in bulk?',
    answer:
      'On the FAQ page click "Import", download the template, fill in questions, answers, categories and similar questions, and upload the Excel or CSV file. The import runs in the background with a progress bar.',
    user: 'can I load hundreds of questions and answers at once from a spreadsheet',
  },
  {
    question: 'Where is the import template?',
    answer:
      'On the FAQ page click "Import"; the dialog has a "Download template" link. The template is an Excel file whose first row names the columns to fill in.',
    user: 'download the spreadsheet template for importing',
  },
  {
    question: 'How do I see which rows failed to import?',
    answer:
      'When an import finishes, it reports how many rows succeeded and how many failed. Click "Download failed rows" to get a spreadsheet listing each failed row with the reason, fix them and import just those rows again.',
    user: 'some lines were not imported, how do I find out which ones',
  },
  {
    question: 'Can I export my FAQs?',
    answer:
      'Yes. On the FAQ page click "Export" to download all items, or the current filter\'s results, as an Excel file with questions, answers, categories, similar questions and status.',
    user: 'download all questions and answers as an excel file',
  },
  {
    question: 'Is there a limit on the number of FAQ items?',
    answer:
      'Yes, each organization can have up to 100,000 FAQ items; beyond that you see "maximum FAQ questions exceeded". Contact sales if you need a higher limit.',
    user: 'maximum questions I can add to the FAQ',
  },
  {
    question: 'What are similar questions?',
    answer:
      'Similar questions are other ways of asking the same thing, such as "What does it cost?" for "How much is the plan?". Adding them to an FAQ item lets visitors who word their question differently still get the same answer.',
    user: 'what is the alternative questions field for',
  },
  {
    question: 'How do I disable an FAQ item?',
    answer:
      'Switch the item\'s status to "Invalid" in the FAQ list. The digital human stops using it, but the content is kept and you can enable it again at any time; bulk enable and disable are available too.',
    user: 'temporarily turn off one answer without deleting it',
  },
  {
    question: 'How soon do FAQ changes take effect?',
    answer:
      'Immediately. New, edited and disabled items are used from the very next question, with no need to republish the session.',
    user: 'after editing an answer when will the avatar use the new one',
  },
  {
    question: 'Can a session use only some FAQ categories?',
    answer:
      "Yes. In the session's knowledge settings, choose the FAQ categories it may use; if you choose none, it uses all of them. This keeps sessions for different purposes from answering with each other's content.",
    user: 'restrict one session to a few categories of the knowledge base',
  },
  {
    question: 'How do I get an API token?',
    answer:
      "In the console's Developer center create an application to get an AppID and AppKey, then call the login endpoint to exchange them for a token. Send the token in the header of every API request.",
    user: 'where do I find the access token for calling the API',
  },
  {
    question: 'How long is an API token valid?',
    answer:
      'Tokens are valid for 24 hours. After that, API calls return "login expired" and you need to call the login endpoint again for a new token; never expose tokens in front-end code.',
    user: 'when does my token expire',
  },
  {
    question: 'Where is the API documentation?',
    answer:
      "The API reference is in the console's Developer center. It covers sessions, the FAQ and documents, conversations and billing, with request examples and error codes.",
    user: 'is there a reference for the endpoints',
  },
  {
    question: 'Are there rate limits on the API?',
    answer:
      'Yes, each organization can make up to 20 requests per second by default; above that the API answers with HTTP 429 and you should retry later. Contact sales if you need a higher limit.',
    user: 'how many requests per second am I allowed',
  },
  {
    question: 'How do I embed the digital human on my website?',
    answer:
      'Open "Share" on the session and choose "Embed", then copy the iframe or JavaScript snippet into your web page. With the Web SDK you can also control where the digital human\'s window appears and how it looks.',
    user: 'put the avatar on our homepage',
  },
  {
    question: 'Is there a JavaScript SDK?',
    answer:
      'Yes. The Web SDK is an npm package that loads the digital human into any page, with events for the conversation and methods to start, stop and send text. Its guide and examples are in the Developer center.',
    user: 'do you have a client library for the browser',
  },
  {
    question: 'Can the platform be deployed on premises?',
    answer:
      'Yes, the Enterprise plan can be deployed on your own servers or private cloud, so data never leaves your network. It requires GPU servers; contact sales for the hardware requirements and a quote.',
    user: 'can we install it on our own servers',
  },
  {
    question: 'Can the digital human run on a large touch screen?',
    answer:
      'Yes. Digital humans run on touch screens, kiosks and video walls in showrooms, as long as the device runs a modern browser such as Chrome and is online. Use the 9:16 portrait layout for standing screens.',
    user: 'we want to use it on a kiosk display in our lobby',
  },
  {
    question: 'Does it work on mobile phones?',
    answer:
      'Yes. Session links open in mobile browsers and adapt to the screen size. Visitors are asked to allow microphone access the first time.',
    user: 'can visitors use it from a smartphone browser',
  },
  {
    question: 'Which browsers are supported?',
    answer:
      'We support the latest versions of Chrome, Edge, Safari and Firefox. Internet Explorer is not supported, as it lacks the real-time audio and video features the digital human needs.',
    user: 'does it work in Safari and Firefox',
  },
  {
    question: 'Why is there no sound?',
    answer:
      'Check that the device volume is up and not muted, and that the browser is not blocking autoplay for the page. Some browsers only play audio after you click on the page once; refreshing can also help.',
    user: 'I can see the avatar but cannot hear anything',
  },
  {
    question: 'Why is my microphone not working?',
    answer:
      'Make sure the browser has permission to use the microphone for the page, and that no other application is using it. The page must be opened over HTTPS for the microphone to work.',
    user: 'it does not hear me when I talk',
  },
  {
    question: 'Why are the responses slow?',
    answer:
      'Slow replies usually come from the network or the model. Check that your connection is stable, and if you connected a third-party model, check how fast its endpoint responds; questions answered from the FAQ are fastest.',
    user: 'the avatar takes ages to reply',
  },
  {
    question: 'The page will not load, what can I do?',
    answer:
      'Check your internet connection, then refresh the page or clear the browser cache. If the page says the session is offline, contact its owner; if it still fails, open a support ticket with a screenshot.',
    user: 'the link just keeps spinning and never opens',
  },
  {
    question: 'How many people can talk to the digital human at the same time?',
    answer:
      'That depends on the concurrency included in your plan: each concurrent slot serves one visitor at a time. When all slots are busy, new visitors see a "too many visitors" message; you can buy extra concurrency in Billing.',
    user: 'how many concurrent users are supported',
  },
  {
    question: 'Where can I see conversation history?',
    answer:
      'Every conversation is in the console under Conversation logs, filterable by session and date. You can read each question and answer, see which FAQ item matched, and export the logs.',
    user: 'view past chats with visitors',
  },
  {
    question: 'How long are conversation logs kept?',
    answer:
      'Conversation logs are kept for 180 days by default and then deleted automatically. On the Enterprise plan you can choose a longer or shorter period, and you can delete logs at any time.',
    user: 'what is the retention period for chat transcripts',
  },
  {
    question: 'How do you protect our data?',
    answer:
      "Data is encrypted in transit with HTTPS and at rest, and each organization's data is strictly isolated from others. We never use your data to train models, and staff access requires approval and is logged.",
    user: 'is our information secure with you',
  },
  {
    question: 'Are you GDPR compliant?',
    answer:
      "Yes. We act as a data processor under the GDPR, offer a data processing agreement, and can host data for EU customers in the EU. Visitors' personal data is deleted on request.",
    user: 'do you follow european privacy law',
  },
  {
    question: 'Is the platform SOC 2 certified?',
    answer:
      'Yes, the platform has a SOC 2 Type II report, renewed every year. Ask your account manager for a copy under NDA.',
    user: 'do you have a security audit report',
  },
  {
    question: 'How do I add team members?',
    answer:
      'An owner can open Settings > Members, click "Add member", enter a colleague\'s email and pick a role. Each member gets their own login with permissions for sessions, the knowledge base or billing.',
    user: 'invite a colleague to manage the account with me',
  },
  {
    question: 'How do I change my company name?',
    answer:
      'An owner can change it in Settings > Company. If your company is already verified, changing the name requires uploading your registration documents again for review.',
    user: 'our organization name is wrong in the profile',
  },
  {
    question: 'How do I contact customer support?',
    answer:
      'Use the chat button in the lower right corner of the console to reach an agent, call our support line, or open a ticket. During business hours an agent usually replies within a few minutes.',
    user: 'I want to talk to a real person',
  },
  {
    question: 'What are your support hours?',
    answer:
      'Our support team is available Monday to Friday, 9:00 to 18:00 CET, except public holidays. Outside those hours, open a ticket and we will answer on the next business day.',
    user: 'when is your help desk open',
  },
  {
    question: 'How do I report a bug?',
    answer:
      "Open a ticket from the console's help menu: choose the type of problem, describe what happened and attach screenshots. Our engineers reply within 24 hours and you can follow the progress under My tickets.",
    user: 'something is broken, where do I tell you',
  },
  {
    question: 'How can I become a reseller?',
    answer:
      'Fill in the partner application on the Partners page of our website. Our partnerships team contacts you within 3 business days to explain the reseller terms and margins.',
    user: 'we would like to partner with you and sell your product',
  },
  {
    question: 'Can I book a demo?',
    answer:
      'Yes. Click "Book a demo" on our website and leave your contact details and needs; a sales consultant will arrange an online or on-site demo tailored to your industry.',
    user: 'schedule a walkthrough of the product with your team',
  },
  {
    question: 'Can a digital human host a live stream?',
    answer:
      "Yes. A digital human can host 24/7 live streams as a virtual presenter, streaming to the major live platforms and answering viewers' questions from your knowledge base.",
    user: 'use the avatar for live selling on social media',
  },
  {
    question: 'Can I generate a video with the digital human?',
    answer:
      'Yes. Enter a script and choose a character and voice, and the platform renders a video of the digital human presenting it, exported as an MP4 file. It suits product introductions and training courses.',
    user: 'export a recorded clip of the avatar presenting',
  },
  {
    question: 'Are lip movements synchronized with the voice?',
    answer:
      'Yes. The lip movements are driven by the speech in real time and follow every syllable, with natural facial expressions and head movements.',
    user: 'does the mouth match the speech',
  },
  {
    question: 'Can it understand accents?',
    answer:
      'Speech recognition handles most common English accents well, though strong regional accents or background noise can reduce accuracy. Visitors can always type their question instead.',
    user: 'will it recognize speakers with a strong Scottish accent',
  },
  {
    question: 'What happens if the user stays silent?',
    answer:
      'When a visitor says nothing for a while, the digital human first speaks the guiding message you set under "Scripts". If there is still no reply, the conversation ends after the timeout (3 minutes by default) and its concurrency slot is freed.',
    user: 'if nobody speaks for a while does the call hang up',
  },
  {
    question: 'Can the digital human give wrong answers?',
    answer:
      'It can. Answers from your FAQ are used word for word and are reliable, but replies generated by the language model may be inaccurate. Keep your knowledge base complete and turn on "Answer from knowledge base only" to reduce mistakes.',
    user: 'how reliable are its replies, does it make things up',
  },
  {
    question: 'Where can I see my billing history?',
    answer:
      'Open Billing > Transactions to see every payment and usage charge by month, and download invoices and receipts. You can export the list for your accounting.',
    user: 'view past charges and receipts',
  },
  {
    question: 'What happens when my balance runs out?',
    answer:
      'We warn you by email before your balance runs out. When it reaches zero, usage-based services pause and sessions cannot hold conversations until you top up; service resumes automatically after payment.',
    user: 'will service stop if I have no credit left',
  },
  {
    question: 'Do you offer a discount for nonprofits?',
    answer:
      'Yes, registered nonprofits and educational institutions get 30% off any plan. Contact sales with proof of your status to apply.',
    user: 'special pricing for charities',
  },
  {
    question: 'Can I change the character of a published session?',
    answer:
      'Yes. Open the published session in the editor, choose another character and publish again; the share link and QR code stay the same, and visitors see the new character on their next visit.',
    user: 'swap the avatar on a session that is already live',
  },
  {
    question: 'Can I give the digital human its own name?',
    answer:
      "Yes. Set the digital human's name in the session's basic information; it introduces itself by that name and answers to it, and the name can also serve as its wake word.",
    user: 'what should the avatar call itself, is that configurable',
  },
  {
    question: 'Does the digital human remember previous conversations?',
    answer:
      'Within one conversation it remembers what was said earlier, so visitors can ask follow-up questions. It does not keep memories between separate conversations; each visit starts fresh.',
    user: 'will it recall what a visitor said last time',
  },
];

// Questions no item of the set answers: they must stay below the answer threshold. The last ten share words with
// the help desk (price, refund, password, register…) while asking about something else entirely.
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
  'what is the price of gold today',
  'can I get a refund for my train ticket',
  'how do I reset my wifi router password',
  'how do I free up storage on my phone',
  'my child has a fever, should I see a doctor',
  'what are the best songs of this summer',
  'how do I register a car with the DMV',
  'where can I go hiking this weekend',
  'how can I improve my spoken French',
  'what documents do I need to sell my car',
];
