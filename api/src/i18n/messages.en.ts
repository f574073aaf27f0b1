import type { CifInterest, ConsultingBudget, EducationLevel, TeamTopic } from '@ilm/contract';

/** What a form's confirmation mail lists of the submission, each under its label. */
export type FormMailField =
  | 'name'
  | 'subject'
  | 'message'
  | 'country'
  | 'education_level'
  | 'field_of_study'
  | 'years_of_experience'
  | 'current_job_title'
  | 'interested_in'
  | 'career_path'
  | 'name_on_diploma'
  | 'company'
  | 'offer'
  | 'team_size'
  | 'budget'
  | 'topics';

const FORM_FIELDS: Record<FormMailField, string> = {
  name: 'Name',
  subject: 'Subject',
  message: 'Message',
  country: 'Country',
  education_level: 'Education',
  field_of_study: 'Field of study',
  years_of_experience: 'Years of experience',
  current_job_title: 'Current job title',
  interested_in: 'Interested in',
  career_path: 'Career path',
  name_on_diploma: 'Name on the diploma',
  company: 'Company',
  offer: 'Consulting offer',
  team_size: 'Team size',
  budget: 'Budget',
  topics: 'Topics',
};

const EDUCATION: Record<EducationLevel, string> = {
  high_school: 'High school',
  diploma: 'Diploma',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

const INTERESTS: Record<CifInterest, string> = {
  career_path: 'A career path',
  job_placement: 'Job placement',
  virtual_internship: 'A virtual internship',
  interview_preparation: 'Interview preparation',
  immigration_support: 'Immigration support',
  diploma: 'A diploma',
};

const BUDGETS: Record<ConsultingBudget, string> = {
  under_5k: 'Under $5,000',
  '5k_20k': '$5,000 to $20,000',
  '20k_50k': '$20,000 to $50,000',
  over_50k: 'Over $50,000',
};

const TOPICS: Record<TeamTopic, string> = {
  cloud_platforms: 'Cloud platforms (AWS, Azure, Google Cloud)',
  kubernetes_devops: 'Kubernetes and DevOps',
  security: 'Cybersecurity',
  ai: 'AI and machine learning',
  linux: 'Linux administration',
  python: 'Python programming',
  data_sql: 'Data and SQL',
  networking: 'Networking',
  skills_assessment: "Assessing the team's skills",
  hiring_graduates: 'Hiring our graduates',
};

/**
 * The API's sentences in English, keyed by message (several messages can share one `code`; the
 * `code` an answer carries never depends on the language). `messages.ar.ts` and `messages.ur.ts`
 * have the same keys and parameters: the type checker refuses a missing one.
 */
export const en = {
  // Accounts and sessions
  email_taken: () => 'An account with this email already exists.',
  invalid_credentials: () => 'Email or password is incorrect.',
  invalid_reset_token: () => 'this reset link is invalid, expired or already used.',
  invalid_sso_code: () => 'this sign-in link is invalid, expired or already used. Please sign in again.',
  not_authenticated: () => 'Sign in first: the Authorization header needs a Bearer access token.',
  authorization_malformed: () => 'The Authorization header must be "Bearer <access_token>".',
  session_no_longer_valid: () => 'This session is no longer valid. Please sign in again.',
  session_signed_out: () => 'This session has been signed out.',
  refresh_token_reused: () => 'This refresh token was already used; the session has been signed out.',
  refresh_token_invalid: () => 'Refresh token is not valid.',
  refresh_token_expired: () => 'Refresh token expired. Please sign in again.',
  access_token_expired: () => 'Access token expired.',
  access_token_invalid: () => 'Not a valid access token.',
  rate_limited: (p: { seconds: number }) => `Too many attempts. Please wait ${p.seconds} seconds and try again.`,
  signed_out: () => 'Signed out.',
  reset_sent: () => 'If an account exists for that email, we have sent a link to reset its password.',
  password_changed: () => 'Your password has been changed. Please sign in with the new one.',
  invalid_confirmation_token: () => 'this confirmation link is invalid, expired or already used.',
  email_confirmed: () => 'Your e-mail address is confirmed.',
  email_confirmed_bonus: (p: { tokens: number }) => `Your e-mail address is confirmed: ${p.tokens} lab tokens were added to your balance.`,
  email_already_confirmed: () => 'Your e-mail address is already confirmed.',
  confirmation_sent: () => 'We have sent a new confirmation link to your e-mail address.',
  // New passwords (contract/src/password-policy.ts), after `password: `
  password_too_short: (p: { min: number }) => `must be at least ${p.min} characters`,
  password_too_long: (p: { max: number }) => `must be at most ${p.max} characters`,
  password_contains_email: () => 'must not be or contain your e-mail address',
  password_too_guessable: () =>
    'is too easy to guess: avoid common passwords, names and patterns such as 1234 or qwerty (a few unrelated words make a strong password)',

  // Catalog, orders, instances
  lab_not_found: (p: { slug: string }) => `Lab "${p.slug}" was not found.`,
  career_path_not_found: (p: { slug: string }) => `Career path "${p.slug}" was not found.`,
  learning_path_not_found: (p: { slug: string }) => `Learning path "${p.slug}" was not found.`,
  consulting_offer_not_found: (p: { slug: string }) => `Consulting offer "${p.slug}" was not found.`,
  plan_not_found: (p: { slug: string }) => `There is no plan "${p.slug}".`,
  token_pack_not_found: (p: { slug: string }) => `There is no token pack "${p.slug}".`,
  order_not_found: () => 'Order was not found.',
  instance_not_found: () => 'Lab instance was not found.',
  order_already_paid: () => 'This order is already paid.',
  payment_in_progress: () => 'A payment for this order is already in progress.',
  payment_unreachable: () => 'The payment provider could not be reached. Try again.',
  payment_interrupted: () => 'The payment was interrupted before the card was charged. Please pay again.',
  payment_not_confirmed: () => 'The payment could not be confirmed with the payment provider. Paying again never charges the card twice.',
  payment_unconfirmed: () =>
    'The payment provider has not confirmed this payment yet, and it is being checked: look at your order again in a few minutes. Your card is never charged twice.',
  too_many_pending_orders: (p: { max: number }) => `You already have ${p.max} unpaid orders. Pay one of them, or try again later.`,
  card_declined: () => 'Your card was declined.',
  insufficient_funds: () => 'Your card has insufficient funds.',
  expired_card: () => 'Your card has expired.',
  incorrect_cvc: () => "Your card's security code is incorrect.",
  processing_error: () => 'An error occurred while processing your card. Try again.',
  insufficient_tokens_launch: (p: { cost: number; balance: number }) =>
    `This lab costs ${p.cost} tokens and your balance is ${p.balance}. Buy a token pack or upgrade your plan.`,
  insufficient_tokens_extend: (p: { cost: number; balance: number }) => `Extending costs ${p.cost} tokens and your balance is ${p.balance}.`,
  instance_not_running: () => 'This lab is not running any more: launch it again to continue.',
  instance_not_running_extend: () => 'Only a running instance can be extended.',
  instance_rebuilding: () => 'This lab is being reset: try again in a few seconds.',
  max_extensions_reached: (p: { max: number }) => `This instance was already extended ${p.max} times, the maximum.`,
  instance_not_active: () => 'This instance has already ended.',
  lab_needs_environment: (p: { environment: string }) =>
    `This lab needs a connection to ${p.environment}, which this platform does not have yet. No tokens were taken.`,
  lab_no_capacity: () => 'There is no room for another lab environment right now. No tokens were taken; please try again in a few minutes.',
  lab_learner_limit: (p: { max: number }) => `You already have ${p.max} labs running or starting, the most at once. Stop one to launch another.`,
  provision_failed: () => 'The lab environment could not be started. Your tokens were refunded; please try again.',
  step_not_found: (p: { index: number }) => `This lab has no step ${p.index}.`,
  step_not_checked: () => 'This step has no check: read it and go on.',
  step_no_solution: () => 'This step has no solution to show.',
  // Hints and solutions inside a running lab (docs/rules/lab-format.md#hints)
  hints_need_running_lab: () => 'Hints and solutions are given while the lab is running. Launch it again to get help with a step.',
  lab_has_no_scripts: () => 'This lab has no hints or solutions to give: only the labs that run here, in the sandbox, have them.',
  step_index_out_of_range: (p: { count: number }) => `is not a step of this lab: its ${p.count} steps are numbered from 0 to ${p.count - 1}`,
  no_more_hints: () => 'You have seen every hint of this step.',
  no_more_hints_solution_open: () => 'You have seen every hint of this step. You can now ask for its solution.',
  no_more_hints_solution_after: (p: { count: number }) =>
    `You have seen every hint of this step. Its solution can be asked for after ${p.count === 1 ? 'one more failed check' : `${p.count} more failed checks`}.`,
  solution_locked: (p: { count: number }) =>
    `The solution of this step opens after ${p.count === 1 ? 'one more failed check' : `${p.count} more failed checks`}: try the hints, then check your work again.`,
  lab_not_completed: () => "You can rate this lab once you have completed it: every step's check must pass in one of your lab sessions.",
  check_timed_out: (p: { seconds: number }) =>
    `The check took longer than ${p.seconds} seconds and was stopped. Make sure nothing you started is waiting for input, then check again.`,
  check_failed_silently: () => 'Not done yet: the check did not pass.',
  terminal_ticket_invalid: () => 'This terminal link is invalid, expired or already used. Open the terminal again.',
  terminal_origin_refused: () => 'This page may not open the terminal.',
  terminal_too_many: ({ max }: { max: number }) => `This lab already has ${max} terminals open: close one (another tab or window) and try again.`,

  // Field checks done in code (the message starts with the field)
  unknown_career_path: () => 'is not a known career path',
  unknown_consulting_offer: () => 'is not a known consulting offer',
  card_number_digits: () => 'must be a card number of 12 to 19 digits',
  card_number_luhn: () => 'is not a valid card number (check the digits)',
  card_expired: () => 'the card has expired',
  cvc_front: () => 'must be the 4 digits on the front of the card',
  cvc_back: () => 'must be the 3 digits on the back of the card',

  // Schema validation (TypeBox/Ajv), after `field: `
  v_required: () => 'is required',
  v_email: () => 'must be a valid email address',
  v_uuid: () => 'must be a valid id',
  v_uri: () => 'must be a valid URL',
  v_date: () => 'must be a date like 2024-05-31',
  v_format: (p: { format: string }) => `must be a valid ${p.format}`,
  v_telephone: () => 'must be a phone number in international E.164 format, e.g. +14155550100',
  v_country: () => 'must be a two-letter ISO country code, e.g. US',
  v_currency: () => 'must be a three-letter ISO currency code, e.g. EUR',
  v_card_number: () => 'must be a card number of 12 to 19 digits',
  v_cvc: () => 'must be 3 or 4 digits',
  v_not_blank: () => 'must not be blank',
  v_pattern: () => 'has an invalid format',
  v_not_empty: () => 'must not be empty',
  v_min_length: (p: { limit: number }) => `must be at least ${p.limit} characters`,
  v_max_length: (p: { limit: number }) => `must be at most ${p.limit} characters`,
  v_one_of: (p: { values: string }) => `must be one of: ${p.values}`,
  v_equal: (p: { value: string }) => `must be ${p.value}`,
  v_minimum: (p: { limit: number }) => `must be >= ${p.limit}`,
  v_maximum: (p: { limit: number }) => `must be <= ${p.limit}`,
  v_type: (p: { type: string }) => `must be ${p.type}`,
  v_min_properties: () => 'must contain at least one field',
  v_unknown_field: () => 'is not a field this request accepts',
  v_control_character: () => 'must not contain control characters',
  v_invalid_unicode: () => 'must be valid Unicode text',
  v_too_deep: (p: { limit: number }) => `must not nest deeper than ${p.limit} levels`,
  v_invalid: () => 'is invalid',

  // HTTP
  route_not_found: (p: { method: string; path: string }) => `Route ${p.method} ${p.path} not found`,
  invalid_json: () => 'The body is not valid JSON.',
  unsupported_media_type: () => 'This content type is not supported: send JSON.',
  body_too_large: () => 'The request body is too large.',
  bad_request: () => 'The request could not be understood.',
  client_error: () => 'The request could not be processed.',
  internal_error: () => 'Something went wrong on our side. Please try again.',

  // Forms
  thanks_contact_us: () => 'Thank you for reaching out. We reply within one business day.',
  thanks_cif: () => 'Your information form has been received. An advisor will contact you soon.',
  thanks_diploma_declaration: () => 'Your diploma declaration has been recorded.',
  thanks_consulting_inquiry: () => 'Thank you. A consultant will contact you within two business days.',
  thanks_team_inquiry: () => "Thank you. Our team will write to you within two business days to plan your team's training.",

  // Form confirmation mails: what was received, then what happens next
  mail_form_subject_contact_us: () => 'Ilm Cloud: we received your message',
  mail_form_subject_cif: () => 'Ilm Cloud: we received your candidate information form',
  mail_form_subject_diploma_declaration: () => 'Ilm Cloud: we received your diploma declaration',
  mail_form_subject_consulting_inquiry: () => 'Ilm Cloud: we received your consulting inquiry',
  mail_form_subject_team_inquiry: () => 'Ilm Cloud: we received your team training inquiry',
  mail_form_intro: (p: { name: string }) => `Hello ${p.name},\n\nThank you for writing to Ilm Cloud. This is what we received:`,
  mail_form_next_heading: () => 'What happens next',
  mail_form_next_contact_us: () => 'Our team reads every message and replies to this address within one business day.',
  mail_form_next_cif: () =>
    'An advisor reviews your form and contacts you by e-mail or telephone to talk about your goals and the options that fit them. Immigration and visa decisions are made by the authorities of each country: we help you prepare, we cannot promise a visa.',
  mail_form_next_diploma_declaration: () =>
    'We check your declaration against the labs you have completed in this career path. Your diploma is issued once every lab of the path is completed; we write to you when it is issued, or if we need anything else from you.',
  mail_form_next_consulting_inquiry: () =>
    'A consultant reads your inquiry and writes to you within two business days to arrange a first call about scope, timing and price.',
  mail_form_next_team_inquiry: () =>
    "Someone from our team writes to you within two business days to learn about your team's goals and propose a plan of labs and paths, with its price.",
  mail_form_footer: () => 'If you did not send this form, you can ignore this mail.',
  mail_form_intro_unconfirmed: () =>
    'Hello,\n\nSomeone sent Ilm Cloud a form giving this address as theirs. We received it, and what they wrote stays with our team.',
  mail_form_field: (p: { field: FormMailField }) => FORM_FIELDS[p.field],
  mail_form_education_level: (p: { value: EducationLevel }) => EDUCATION[p.value],
  mail_form_interest: (p: { value: CifInterest }) => INTERESTS[p.value],
  mail_form_budget: (p: { value: ConsultingBudget }) => BUDGETS[p.value],
  mail_form_topic: (p: { value: TeamTopic }) => TOPICS[p.value],

  // Mail
  order_item_plan: (p: { name: string }) => `${p.name} plan`,
  order_item_career_path: (p: { name: string }) => `${p.name} career path`,
  mail_reset_subject: () => 'Reset your Ilm Cloud password',
  mail_reset_body: (p: { name: string; minutes: number; link: string }) =>
    `Hello ${p.name},\n\nOpen this link to choose a new password (valid for ${p.minutes} minutes):\n${p.link}\n\nIf you did not ask for it, ignore this mail.`,
  mail_confirm_subject: () => 'Confirm your Ilm Cloud e-mail address',
  mail_confirm_body: (p: { name: string; link: string; days: number }) =>
    `Hello ${p.name},\n\nWelcome to Ilm Cloud. Open this link to confirm your e-mail address (valid for ${p.days} days):\n${p.link}\n\nIf you did not create an account, ignore this mail.`,
  mail_confirm_body_bonus: (p: { name: string; link: string; days: number; tokens: number }) =>
    `Hello ${p.name},\n\nWelcome to Ilm Cloud. Open this link to confirm your e-mail address and receive your ${p.tokens} free lab tokens (valid for ${p.days} days):\n${p.link}\n\nIf you did not create an account, ignore this mail.`,
  // Baari (api/src/modules/baari)
  conversation_not_found: () => 'Conversation was not found.',
  baari_step_index_required: () => 'is required with lab_instance_id',
  baari_lab_instance_required: () => 'is required with step_index',
  baari_instance_not_running: () => 'This lab is not running. Baari can help with its steps while it runs: start it again to ask about them.',
  baari_sign_up_to_continue: (p: { max: number; hours: number }) =>
    `Visitors can ask Baari ${p.max} questions every ${p.hours} hours. Create a free account to keep asking.`,
  baari_rate_limited_seconds: (p: { seconds: number }) =>
    `You have asked Baari many questions in a short time. Please wait ${p.seconds} seconds, then ask again.`,
  baari_rate_limited_minutes: (p: { minutes: number }) =>
    `You have asked Baari many questions in a short time. Please wait ${p.minutes} minutes, then ask again.`,
  baari_too_many_streams: (p: { max: number }) => `Baari is already answering ${p.max} of your questions. Wait for one to finish or stop it, then ask again.`,
  baari_answer_failed: () => 'Baari could not finish this answer. Please ask again.',
  // Mock interviews (api/src/modules/interviews/interviews*)
  interview_not_found: () => 'Mock interview was not found.',
  interview_no_bank: () => 'has no mock interview questions yet',
  interview_completed: () => 'This mock interview is already complete. Start a new one to practise again.',
  interview_answer_taken: () => 'This question was answered a moment ago, perhaps in another tab. Reload the interview to see the next question.',
  interview_rate_limited_seconds: (p: { seconds: number }) =>
    `You have sent many interview answers in a short time. Please wait ${p.seconds} seconds, then answer again.`,
  interview_rate_limited_minutes: (p: { minutes: number }) =>
    `You have sent many interview answers in a short time. Please wait ${p.minutes} minutes, then answer again.`,
  // Virtual internships (api/src/modules/internships)
  internship_cohort_not_found: () => 'Internship cohort was not found.',
  internship_not_found: () => 'Internship was not found.',
  internship_already_applied: () => 'You have already applied to this cohort. Follow your application in your dashboard.',
  internship_cohort_full: () => 'This cohort has no seats left. Choose another cohort of the programme.',
  internship_cohort_closed: () => 'Applications to this cohort closed when it started. Choose a later cohort.',
  internship_not_accepted: () => 'You can send your capstone for review once your application has been accepted.',
  internship_capstone_incomplete: (p: { labs: string }) => `Complete every lab of the capstone before sending it for review. Still to complete: ${p.labs}.`,
  internship_review_pending: () => 'Your capstone is already with your mentor for review. Their review will show here.',
  internship_needs_confirmed_email: () => 'Confirm your e-mail address before you apply: open the link we mailed you, or ask for a new one on your dashboard.',
  internship_not_withdrawable: () => 'This internship has already ended (completed, not selected or withdrawn): there is nothing left to withdraw.',
  internship_closed: () => 'This internship is no longer open, so its capstone cannot be sent for review.',
  // Immigration support (api/src/modules/immigration)
  immigration_case_not_found: () => 'Immigration case was not found.',
  immigration_case_closed: () => 'This case is closed. Send the candidate information form again to open a new one.',
  immigration_upload_not_yours: () => 'is not a file you uploaded',
  immigration_upload_wrong_purpose: () => 'was not uploaded as an immigration document',
  immigration_document_attached: () => 'This file is already attached to the case.',
  immigration_too_many_documents: (p: { max: number }) => `A case holds at most ${p.max} documents. Remove one before adding another.`,
  immigration_document_not_found: () => 'This document is not attached to the case.',
  immigration_consultation_open: () =>
    'You already have an open consultation request on this case. An advisor will write to you; you can ask for another once it has taken place.',
  immigration_status: (p: { status: import('@ilm/contract').ImmigrationCaseStatus }) =>
    ({
      received: 'Received',
      in_review: 'In review',
      documents_requested: 'Documents requested',
      consultation_scheduled: 'Consultation scheduled',
      application_prepared: 'Application prepared',
      closed: 'Closed',
    })[p.status],
  mail_immigration_status_subject: (p: { status: string }) => `Your immigration-support case: ${p.status}`,
  mail_immigration_status_body: (p: { name: string; status: string; link: string }) =>
    `Hello ${p.name},\n\nYour immigration-support case is now: ${p.status}.\n\nFollow your case, its documents and consultations here:\n${p.link}`,
  mail_immigration_note: (p: { note: string }) => `Note from your advisor:\n${p.note}`,
  mail_immigration_consultation_subject: () => 'Your immigration-support consultation is scheduled',
  mail_immigration_consultation_body: (p: { name: string; when: string; link: string }) =>
    `Hello ${p.name},\n\nYour consultation is scheduled for ${p.when}. An advisor will contact you the way you asked in your request.\n\nFollow your case here:\n${p.link}`,
  mail_immigration_disclaimer: () =>
    'Immigration and visa decisions are made by the authorities of each country: we help you prepare, and we cannot promise any outcome.',
  // Uploads (api/src/modules/uploads), after `file: ` or `purpose: ` where a part is named
  upload_needs_multipart: () => 'Send the file as multipart/form-data, with the parts "purpose" and "file".',
  upload_not_a_file: () => 'must be a file, not text',
  upload_name_missing: () => 'has no name: give the file a name and upload it again',
  upload_name_bidi_control: () =>
    'The file name holds a character that changes the direction text is shown in, which can disguise what the file is: rename the file and send it again.',
  upload_name_has_path: () => 'has a name with folder parts (/, \\ or :): upload the file under its own name only',
  upload_name_too_long: (p: { limit: number }) => `has a name longer than ${p.limit} characters`,
  upload_empty: () => 'is empty',
  upload_too_large: (p: { megabytes: number }) => `is larger than the limit of ${p.megabytes} MB`,
  upload_is_program: () => 'is a program, not a document: programs cannot be uploaded, whatever their name',
  upload_wrong_type_cv: () => 'must be a PDF: the content of this file is not a PDF (its name does not decide)',
  upload_wrong_type_immigration_document: () => 'must be a PDF, JPEG or PNG: the content of this file is none of these (its name does not decide)',
  upload_one_file: () => 'only one file can be sent at a time',
  upload_extra_parts: () => 'must hold only the parts "purpose" and "file"',
  upload_malformed: () => 'is not a complete multipart/form-data body',
  upload_limit_reached: (p: { max: number }) => `You already keep ${p.max} files: delete one you no longer need, then upload again.`,
  upload_not_found: () => 'File was not found.',
  upload_in_use: () => 'This file was sent with a job application or attached to an immigration case, so it is kept.',
  // Career profile and job placement (api/src/modules/jobs)
  profile_cv_not_yours: () => 'must be the id of a CV you uploaded (purpose cv)',
  opening_not_found: (p: { slug: string }) => `Opening "${p.slug}" was not found.`,
  opening_closed: () => 'This opening is closed: it no longer takes applications.',
  job_already_applied: () => 'You have already applied to this opening.',
  job_cv_required: () => 'Add your CV to your career profile before you apply: it is sent with your application.',
  job_application_not_found: () => 'Job application was not found.',
  job_application_closed: () => 'This application is closed and can no longer be withdrawn.',
  job_status_submitted: () => 'Submitted',
  job_status_in_review: () => 'In review',
  job_status_interview: () => 'Interview',
  job_status_offer: () => 'Offer',
  job_status_hired: () => 'Hired',
  job_status_not_selected: () => 'Not selected',
  job_status_withdrawn: () => 'Withdrawn',
  mail_job_applied_subject: (p: { title: string }) => `Application received: ${p.title}`,
  mail_job_applied_body: (p: { name: string; title: string; employer: string; link: string }) =>
    `Hello ${p.name},\n\nYour application for "${p.title}" at ${p.employer} has been sent with your career profile and CV. Our placement team reviews every application and writes to you each time its status changes.\n\nFollow it in your dashboard:\n${p.link}`,
  mail_job_status_subject: (p: { title: string; status: string }) => `Your application for ${p.title}: ${p.status}`,
  mail_job_status_body: (p: { name: string; title: string; employer: string; status: string; link: string }) =>
    `Hello ${p.name},\n\nThe status of your application for "${p.title}" at ${p.employer} is now: ${p.status}.\n\nFollow it in your dashboard:\n${p.link}`,
  mail_job_status_note: (p: { note: string }) => `A note from our placement team:\n${p.note}`,
  // Diplomas (api/src/modules/diplomas)
  diploma_not_found: () => 'No diploma exists with this id.',
  diploma_path_not_completed: (p: { labs: string }) => `Complete every lab of this career path before its diploma is issued. Still to complete: ${p.labs}.`,
  diploma_declaration_missing: () =>
    'Send the diploma declaration for this career path while signed in first: it gives the name to print on your diploma and confirms the work is your own.',
  diploma_already_issued: () => 'Your diploma for this career path has already been issued. Find it in your dashboard.',
  diploma_name_not_printable: () => 'must be written in Latin, Arabic or Urdu letters, as in your passport',
  diploma_already_revoked: () => 'This diploma has already been revoked.',
  thanks_diploma_declaration_issued: () =>
    'Your diploma declaration has been recorded and your diploma has been issued. Find it in your dashboard, with its PDF and its verification page.',
  diploma_pdf_heading: () => 'Diploma',
  diploma_pdf_certifies: () => 'This certifies that',
  diploma_pdf_completed: () => 'has completed every lab of the career path',
  diploma_pdf_issued: (p: { date: string }) => `Issued on ${p.date} by Ilm Cloud`,
  diploma_pdf_id: (p: { id: string }) => `Diploma ID: ${p.id}`,
  diploma_pdf_verify: () => 'Check that this diploma is genuine and not revoked at:',
  diploma_pdf_revoked: () => 'This diploma has been revoked.',
};

/** The shape every language's catalogue has: English's. */
export type Catalogue = typeof en;
