//! Input echoed in a one-line message: escaped and cut short.

/// Most characters [`quote`] returns: longer text is cut in the middle.
pub const QUOTE_LIMIT: usize = 40;

/// `text` made safe to show between double quotes in a one-line message
/// (without the quote marks: messages and the page's translations add them):
///
/// - `\` and `"` escaped with a backslash, and `\n`, `\r`, `\t`, `\0` as
///   such; every other control character, line or paragraph separator and
///   invisible direction mark as `\u{..}` (hex), so the result is one line
///   that shows what was typed;
/// - at most [`QUOTE_LIMIT`] characters: longer text keeps its start and
///   end around an ellipsis, `1234567890…7890`, never splitting an escape.
///
/// ```
/// use abviz_core::error::quote;
/// assert_eq!(quote("a\"b\nc"), r#"a\"b\nc"#);
/// let long = quote(&"9".repeat(200_000));
/// assert_eq!(long, format!("{}…{}", "9".repeat(20), "9".repeat(19)));
/// ```
pub fn quote(text: &str) -> String {
    shorten(text, '"')
}

/// `ch` as a message may show it between single quotes: escaped as
/// [`quote`] does, with `'` escaped instead of `"`.
pub fn quote_char(ch: char) -> String {
    let mut out = String::new();
    Shown::new(ch, '\'').push_to(&mut out);
    out
}

/// [`quote`] with `delimiter` as the quote mark to escape.
fn shorten(text: &str, delimiter: char) -> String {
    let shown = |c| Shown::new(c, delimiter);
    // Measure no further than the limit: the text may be megabytes long.
    let mut width = 0;
    for c in text.chars() {
        width += shown(c).len();
        if width > QUOTE_LIMIT {
            break;
        }
    }
    let mut out = String::new();
    if width <= QUOTE_LIMIT {
        text.chars().for_each(|c| shown(c).push_to(&mut out));
        return out;
    }
    // Half the room before the ellipsis, the rest after it; whole escapes only.
    let take = |chars: &mut dyn Iterator<Item = char>, room: usize| {
        let mut used = 0;
        let mut taken = Vec::new();
        for c in chars {
            used += shown(c).len();
            if used > room {
                break;
            }
            taken.push(shown(c));
        }
        taken
    };
    let head_room = QUOTE_LIMIT / 2;
    let head = take(&mut text.chars(), head_room);
    let tail = take(&mut text.chars().rev(), QUOTE_LIMIT - head_room - 1);
    head.iter().for_each(|s| s.push_to(&mut out));
    out.push('…');
    tail.iter().rev().for_each(|s| s.push_to(&mut out));
    out
}

/// How one character is shown inside quotes.
enum Shown {
    /// As itself.
    Plain(char),
    /// A backslash and this letter: `\\`, `\n`, `\r`, `\t`, `\0`, `\"`, `\'`.
    Short(char),
    /// `\u{..}` with the code point in hex.
    Code(u32),
}

impl Shown {
    /// `c` inside quotes made of `delimiter`: escaped if it is the
    /// delimiter, a backslash, or a character that would break the line or
    /// hide in it.
    fn new(c: char, delimiter: char) -> Shown {
        match c {
            '\\' => Shown::Short('\\'),
            '\n' => Shown::Short('n'),
            '\r' => Shown::Short('r'),
            '\t' => Shown::Short('t'),
            '\0' => Shown::Short('0'),
            c if c == delimiter => Shown::Short(c),
            // Controls (C0, DEL, C1 such as NEL), line and paragraph
            // separators, and the invisible marks that reorder or join text.
            c if c.is_control()
                || matches!(c, '\u{2028}' | '\u{2029}' | '\u{200b}'..='\u{200f}'
                    | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}') =>
            {
                Shown::Code(c as u32)
            }
            c => Shown::Plain(c),
        }
    }

    /// Number of characters written.
    fn len(&self) -> usize {
        match *self {
            Shown::Plain(_) => 1,
            Shown::Short(_) => 2,
            // `\u{`, the hex digits, `}`.
            Shown::Code(n) => 4 + (32 - (n | 1).leading_zeros() as usize).div_ceil(4),
        }
    }

    fn push_to(&self, out: &mut String) {
        use std::fmt::Write;
        match *self {
            Shown::Plain(c) => out.push(c),
            Shown::Short(c) => {
                out.push('\\');
                out.push(c);
            }
            Shown::Code(n) => {
                let _ = write!(out, "\\u{{{n:x}}}");
            }
        }
    }
}

/// `names` as a JSON array of strings.
pub(crate) fn json_strs(out: &mut String, names: &[&str]) {
    out.push('[');
    for (i, n) in names.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        json_str(out, n);
    }
    out.push(']');
}

/// `pairs` as a JSON object of strings, in their order.
pub(crate) fn json_pairs<'a>(
    out: &mut String,
    pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
) {
    out.push('{');
    for (i, (name, value)) in pairs.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        json_str(out, name);
        out.push(':');
        json_str(out, value);
    }
    out.push('}');
}

/// `s` as a JSON string, quotes included.
pub(crate) fn json_str(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(char::from(HEX[c as usize >> 4]));
                out.push(char::from(HEX[c as usize & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
