import { z } from 'zod';
import { EMAIL_PATTERN } from '../messages';

/** POST /api/contact (docs/product/specification/3-money-and-messaging.md §2.6, §5 "Contact: nothing is sent if email is empty"). */
export const contactRequest = z.object({
  name: z
    .string({ error: 'please enter your name' })
    .trim()
    .min(1, { error: 'please enter your name' })
    .max(100, { error: 'name must be at most 100 characters' }),
  email: z
    .string({ error: 'please enter your email' })
    .trim()
    .min(1, { error: 'please enter your email' })
    .max(254, { error: 'email must be at most 254 characters' })
    .regex(EMAIL_PATTERN, { error: 'email is incorrect, please check spelling and try again' }),
  subject: z
    .string({ error: 'please enter a subject' })
    .trim()
    .min(1, { error: 'please enter a subject' })
    .max(150, { error: 'subject must be at most 150 characters' }),
  message_content: z
    .string({ error: 'please enter your message' })
    .trim()
    .min(1, { error: 'please enter your message' })
    .max(5000, { error: 'message must be at most 5000 characters' }),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const CONTACT_SUCCESS = 'your message has been sent, allow 24 hours';
export const contactAnswer = z.object({ message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswer>;
