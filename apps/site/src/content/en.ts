/** The site's words in English, mirroring the Arabic. */
import type { SiteText } from './ar.js';

const lessons = (count: number, length: string) =>
  `About ${count === 1 ? 'one' : count} ${length}-minute lesson${count === 1 ? '' : 's'} a week`;

export const en: SiteText = {
  brand: 'Darsak',
  skip: 'Skip to content',
  nav: {
    label: 'Main menu',
    menu: 'Menu',
    method: 'Our method',
    tutor: 'Teach with us',
    pricing: 'Pricing',
    faq: 'FAQ',
    contact: 'Contact',
    about: 'About',
    signIn: 'Sign in',
    start: 'Start free',
    otherLanguage: 'العربية',
  },
  footer: {
    tagline: 'Live one-to-one English lessons with carefully chosen Egyptian tutors.',
    product: 'Darsak',
    company: 'Company',
    legal: 'Legal',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    rights: 'All rights reserved.',
  },
  meta: {
    home: {
      title: 'Darsak | Live one-to-one English lessons with Egyptian tutors',
      description:
        'Learn English in live one-to-one lessons with carefully chosen Egyptian tutors. Book 15 or 30 minute lessons when it suits you, and start with a free trial.',
    },
    tutor: {
      title: 'Teach English on Darsak | Become a tutor',
      description:
        'Teach English online from home on a schedule you choose. Apply, pass the interview, and meet students from every governorate of Egypt.',
    },
    pricing: {
      title: 'Darsak pricing | Weekly minutes at a clear price',
      description:
        'Darsak plans by weekly minutes: pay by the month, quarter or year and save on longer periods. Prices in Egyptian pounds, always up to date.',
    },
    faq: {
      title: 'Frequently asked questions | Darsak',
      description: 'Answers about booking, payment, live lessons and teaching on Darsak.',
    },
    faqStudent: {
      title: 'Questions from students | Darsak',
      description:
        'What students need to know: the free trial, booking lessons, weekly minutes, payment and cancelling.',
    },
    faqTutor: {
      title: 'Questions from tutors | Darsak',
      description:
        'What tutors need to know: applying and the interview, your schedule, lesson pay and withdrawals.',
    },
    contact: {
      title: 'Contact us | Darsak',
      description:
        'A question or a suggestion? Write to us with the form or by email, and we will answer soon.',
    },
    method: {
      title: 'How Darsak teaches English',
      description:
        'Short, frequent lessons, real conversation from the first one, and a tutor who follows your level: how Darsak teaches English.',
    },
    about: {
      title: 'About us | Darsak',
      description:
        'Darsak is an Egyptian platform connecting learners with chosen English tutors in live one-to-one lessons.',
    },
    terms: {
      title: 'Terms of service | Darsak',
      description:
        'The terms of using Darsak for students and tutors: accounts, lessons, plans, payment and cancellation.',
    },
    privacy: {
      title: 'Privacy policy | Darsak',
      description:
        'How Darsak collects, uses and protects your personal data under Egypt’s Personal Data Protection Law No. 151 of 2020.',
    },
    notFound: {
      title: 'Page not found | Darsak',
      description: 'We could not find the page you asked for.',
    },
  },
  home: {
    eyebrow: 'Live one-to-one English lessons',
    title: 'Speak English with confidence, with a tutor who gets you',
    lead: 'Book a live 15 or 30 minute lesson with a carefully chosen tutor, at a time that suits you, from your phone or computer.',
    primary: 'Start your free trial',
    secondary: 'See pricing',
    points: ['Nothing to install', 'Free trial when you sign up', 'Pay in Egyptian pounds'],
    howTitle: 'How a lesson works',
    howLead: 'Four simple steps from signing up to your first confident sentence.',
    steps: [
      {
        title: 'Sign up in a minute',
        text: 'Create your account with your email, and tell us your level, your goal and the topics you enjoy.',
      },
      {
        title: 'Choose your tutor',
        text: 'Browse tutors by rating, topics and free times, and read about each of them.',
      },
      {
        title: 'Book a time',
        text: 'Pick a 15 or 30 minute lesson in one of the tutor’s free times this week.',
      },
      {
        title: 'Join the lesson',
        text: 'A live video lesson in the browser with chat and screen sharing; afterwards you rate your tutor.',
      },
    ],
    tutorsTitle: 'Featured tutors',
    tutorsLead: 'Tutors who passed our interview and teach on Darsak today.',
    tutorsEmpty:
      'Our tutors are setting up their schedules. Sign up now and meet them as soon as they open their times.',
    ratings: (count: number) =>
      count === 0
        ? 'New tutor'
        : count === 1
          ? '1 rating'
          : `${count.toLocaleString('en-US')} ratings`,
    whyTitle: 'Why Darsak?',
    why: [
      {
        title: 'Chosen tutors',
        text: 'Every tutor passes an interview with our team before meeting students, and students’ ratings are public.',
      },
      {
        title: 'Times that suit you',
        text: 'Morning or night, weekend or weekday: pick from the free times and book straight away.',
      },
      {
        title: 'Clear weekly minutes',
        text: 'Your plan gives you minutes every week, to spend on short or long lessons as you like.',
      },
      {
        title: 'Pay your way',
        text: 'A bank card, a mobile wallet, or a reference number you pay in cash at the nearest outlet.',
      },
    ],
    ctaTitle: 'Ready for your first lesson?',
    ctaText: 'Sign up free and try Darsak today.',
    ctaTutor: 'A tutor? Join our team',
  },
  tutor: {
    eyebrow: 'For tutors',
    title: 'Teach English from home, at the times you choose',
    lead: 'Join Darsak’s tutors and help learners from every governorate of Egypt speak English with confidence. You set your schedule; we bring you the students.',
    primary: 'Apply as a tutor',
    whyTitle: 'Why teach on Darsak?',
    why: [
      {
        title: 'A flexible schedule',
        text: 'Set your days and hours each week, and change them any time without cancelling booked lessons.',
      },
      {
        title: 'Paid for every minute',
        text: 'Every lesson you teach adds to your balance, and you can withdraw to a wallet or a bank account.',
      },
      {
        title: 'Students ready to learn',
        text: 'Students find you in the tutors list by your rating, your topics and your free times.',
      },
      {
        title: 'Everything in the browser',
        text: 'Live video, chat, screen sharing and a reminder before each lesson, with nothing to install.',
      },
    ],
    stepsTitle: 'How to join',
    steps: [
      {
        title: 'Create your account',
        text: 'Register as a tutor with your first and last name in Arabic and your email.',
      },
      {
        title: 'Complete your profile',
        text: 'Write about yourself in Arabic, choose the topics you like to teach, add your photo, and confirm your email and mobile number.',
      },
      {
        title: 'A short intro video',
        text: 'Record it in your browser in a few minutes; our team reviews it.',
      },
      {
        title: 'The interview',
        text: 'Book a short online interview with a tutor manager, who gets to know you and your English.',
      },
      {
        title: 'A demo lesson',
        text: 'Teach a short demo lesson to a tutor manager in the same live classroom students use.',
      },
      {
        title: 'Photo session and your schedule',
        text: 'We film your profile video and take your photo; then you set your weekly times and start receiving bookings.',
      },
    ],
    needsTitle: 'What you need',
    needs: [
      'Strong English and clear pronunciation.',
      'A computer or laptop with a camera, a microphone and a stable connection.',
      'A quiet, well-lit place for lessons.',
      'A verified email and mobile number to receive bookings and reminders.',
    ],
    ctaTitle: 'Start teaching on Darsak',
    ctaText: 'Applying is free and takes minutes.',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans by weekly minutes, at a clear price',
    lead: 'Each plan gives you minutes every week to book 15 or 30 minute lessons with any tutor. The longer the period, the more you save.',
    trial: 'Every new student account starts with a free trial, no card needed.',
    perWeek: 'minutes a week',
    lessonsHint: (minutes: number) =>
      minutes >= 30
        ? lessons(Math.floor(minutes / 30), 'thirty')
        : lessons(Math.floor(minutes / 15), 'fifteen'),
    periods: { month: 'Month', quarter: '3 months', year: 'Year' },
    periodNote: {
      month: 'One payment for a month',
      quarter: 'One payment for 3 months',
      year: 'One payment for a whole year',
    },
    perMonth: 'a month',
    save: (percent: string) => `Save ${percent}`,
    choose: 'Subscribe',
    empty: 'No plans are on offer right now. Contact us and we will help you choose.',
    notesTitle: 'Good to know',
    notes: [
      'Prices are in Egyptian pounds and include every fee; they are exactly what you pay at checkout.',
      'Weekly minutes renew every week on Cairo time; minutes you do not use do not carry over.',
      'Pay by bank card, mobile wallet, or a reference number paid in cash.',
      'Plans do not renew by themselves: when yours ends, you choose the next one.',
      'Cancel from your payments page before your third lesson under the plan, and we refund the whole weeks left, the way you paid.',
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Got a question? The answer is probably here',
    lead: 'Choose the section that fits you.',
    all: 'All',
    student: 'Students',
    tutor: 'Tutors',
    more: 'Can’t find your answer?',
    moreLink: 'Write to us',
    studentQuestions: [
      {
        q: 'Is there a free trial?',
        a: 'Yes. Every new student account starts with a free trial with weekly minutes to book lessons before choosing a plan.',
      },
      {
        q: 'How do I book a lesson?',
        a: 'Choose a tutor from the list, pick a free time and the lesson length (15 or 30 minutes), and confirm. Verify your email first.',
      },
      {
        q: 'Do I need to install anything?',
        a: 'No. Lessons run in the browser on a phone or a computer. You only need a camera, a microphone and a stable connection.',
      },
      {
        q: 'How many lessons can I book at once?',
        a: 'One booked lesson at a time. When it is over you can book the next, as long as you have minutes left this week.',
      },
      {
        q: 'What are weekly minutes?',
        a: 'Your plan gives you a number of minutes each week. Every lesson uses its length, and the minutes renew at the start of each week on Cairo time.',
      },
      {
        q: 'Can I cancel a lesson?',
        a: 'Yes, you can cancel a lesson before it starts from your lessons page, and its minutes return to your week.',
      },
      {
        q: 'How do I pay?',
        a: 'By bank card, mobile wallet, or a reference number you pay in cash at any payment outlet. Every amount is in Egyptian pounds.',
      },
    ],
    tutorQuestions: [
      {
        q: 'Who can teach on Darsak?',
        a: 'Anyone with strong English, clear pronunciation and the gift of explaining simply. We meet you in a short interview before you start.',
      },
      {
        q: 'How does the interview work?',
        a: 'An online video interview with a tutor manager. If it does not work out, you can apply again after 3 months.',
      },
      {
        q: 'Who sets my times?',
        a: 'You do. You set your free times for each week and change them whenever you like; you can also block a date or add extra time for one day. A time range with a booked lesson cannot be changed so that the lesson falls outside it; we show you which lesson and when.',
      },
      {
        q: 'How am I paid?',
        a: 'Each lesson you teach is paid at a rate fixed when it is booked. You can withdraw between EGP 100 and EGP 50,000 to a wallet, a bank account or an instant-payment address.',
      },
      {
        q: 'Do I need to verify my mobile number?',
        a: 'Yes. Tutors verify their email and mobile number to receive bookings and reminders.',
      },
      {
        q: 'What if I delete a time range with booked lessons?',
        a: 'We show you those lessons and ask first. If you confirm, they are cancelled and the students told, and it lowers your activity rating. It is best to change only your free times.',
      },
    ],
  },
  contact: {
    eyebrow: 'Contact',
    title: 'We are here to help',
    lead: (whatsapp: boolean) =>
      `Send us a message and we will answer soon, or reach us directly ${whatsapp ? 'on WhatsApp or ' : ''}by email.`,
    whatsapp: 'WhatsApp',
    whatsappText: 'Quick answers in working hours',
    email: 'Email',
    emailText: 'Questions and suggestions',
    formTitle: 'Send a message',
    noScript: (whatsapp: boolean) =>
      `To send the form, turn on JavaScript, or reach us ${whatsapp ? 'on WhatsApp or ' : ''}by email.`,
    optional: '(optional)',
    name: 'Name',
    replyTo: 'Email or mobile number',
    replyToHint: 'So that we can answer you.',
    subject: 'Subject',
    message: 'Message',
    trap: 'Leave this field empty',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Your message has arrived. Thank you; we will answer soon.',
    errors: {
      required: 'This field is required.',
      'contact-title-too-short': 'The subject is too short (at least 3 characters).',
      'contact-title-too-long': 'The subject is too long (at most 100 characters).',
      'contact-message-too-short': 'The message is too short (at least 10 characters).',
      'contact-message-too-long': 'The message is too long (at most 2000 characters).',
      'invalid-reply-to': 'Enter a valid email or mobile number.',
      'invalid-markup': 'Write plain text without HTML tags.',
      'name-too-long': 'The name is too long.',
      'too-many-requests': 'You have sent too many messages. Try again in a little while.',
      network: 'The message could not be sent. Check your connection and try again.',
      unknown: 'Something went wrong. Try again.',
    },
  },
  method: {
    eyebrow: 'Our method',
    title: 'English is learned by speaking, not memorising',
    lead: 'On Darsak you speak from the first minute. Short, frequent lessons with a tutor who knows your level are the fastest road to fluency.',
    principles: [
      {
        title: 'Short and frequent',
        text: 'A 15 or 30 minute lesson a few times a week does more than one long lecture: speaking sticks through repetition.',
      },
      {
        title: 'Real conversation',
        text: 'You talk about what you enjoy: work, study, travel, sport. Your tutor corrects you and suggests new words in context.',
      },
      {
        title: 'Your level is the start',
        text: 'You set your level from beginner to mastery, and your tutor builds each lesson on it and on your goal.',
      },
      {
        title: 'A tutor who knows your culture',
        text: 'Egyptian tutors know the common mistakes of Arabic speakers and how to get you past them.',
      },
    ],
    levelsTitle: 'Darsak levels',
    levels: [
      'Beginner',
      'Pre-intermediate',
      'Intermediate',
      'Upper-intermediate',
      'Advanced',
      'Mastery',
    ],
    lessonTitle: 'What a lesson looks like',
    lesson: [
      'Two minutes of warm-up: how are you, what did you do today?',
      'A conversation on a topic you choose or your tutor suggests.',
      'Corrections and new words written in the chat to review afterwards.',
      'A rating for your tutor at the end, which helps others choose.',
    ],
  },
  about: {
    eyebrow: 'About us',
    title: 'Darsak: English closer to every Egyptian home',
    lead: 'We started Darsak because fluent English was expensive and hard to reach outside the big cities. Now anyone with a phone can talk with an excellent tutor.',
    storyTitle: 'Our story',
    story: [
      'Millions of Egyptians need English for work, study and travel, but big classes leave little time to speak.',
      'Darsak connects every learner with a chosen tutor in a live one-to-one lesson, with flexible times, prices in Egyptian pounds and familiar ways to pay.',
    ],
    valuesTitle: 'What we believe',
    values: [
      {
        title: 'Quality first',
        text: 'Every tutor passes an interview, and every lesson is rated.',
      },
      { title: 'Clarity', text: 'Published prices, clear minutes and no hidden fees.' },
      {
        title: 'Privacy',
        text: 'We protect your data and use it only to provide the service.',
      },
    ],
  },
  legal: {
    updated: 'Last updated: 23 November 2026',
    contents: 'Contents',
  },
  notFound: {
    code: '404',
    title: 'This page does not exist',
    text: 'The link may have changed or have a typo. Try going back to the home page.',
    home: 'Back to the home page',
  },
};
