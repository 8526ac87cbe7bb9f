import { z } from 'zod';

// Validation messages reach users (400 envelopes, forms): zod's built-in messages in Chinese.
z.config(z.locales.zhCN());
