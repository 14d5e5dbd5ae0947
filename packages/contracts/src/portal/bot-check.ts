/**
 * The bot check's stand-in token (spec sections 3 and 7: a recaptcha token rides on login and
 * change-password; ASSUMPTION A-41). Without a reCAPTCHA site key in the branding config the
 * browser sends this instead of a widget's token: the simulator accepts it (or refuses it, as a
 * scenario says), and a proxy-mode gateway never forwards it, so the real upstream sees no
 * made-up token.
 */
export const BOT_CHECK_STAND_IN_TOKEN = 'sim-pass';
