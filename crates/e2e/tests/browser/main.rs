//! Drives headless Chromium (through ChromeDriver) through the teacher's
//! whole path: sign up, paste the text of a sample, review, fix an unknown
//! answer, save, download as GIFT. Saves a screenshot of each screen under
//! `$CARGO_TARGET_DIR/screenshots/` (or `target/screenshots/`).
//!
//! Without `/usr/bin/chromium` and `/usr/bin/chromedriver` the test says
//! loudly that it is skipped, unless `CI` is set: then it fails, so CI
//! cannot pass without running it (`.ci/run` installs both).

use std::path::Path;

use fantoccini::{Client, Locator};
use quizforge_e2e::{
    Killed, browser_available, click, finish_sign_up, make, open_session, open_session_in,
    scratch_dir, screenshot_dir, shoot, sign_up, start_app, start_driver, submit_and_wait, text_of,
    type_into, wait_for_count, wait_for_path, wait_for_text,
};
use serde_json::{Value, json};

mod live;
mod making;

/// A decoded screenshot: width, height and RGBA pixels.
struct Picture {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
}

impl Picture {
    fn decode(png_bytes: &[u8]) -> Picture {
        let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
        let info = reader.next_frame(&mut buffer).expect("a frame");
        let channels = match info.color_type {
            png::ColorType::Rgba => 4,
            png::ColorType::Rgb => 3,
            other => panic!("unexpected colour type {other:?}"),
        };
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        let mut rgba = Vec::with_capacity(info.width as usize * info.height as usize * 4);
        for pixel in buffer[..info.buffer_size()].chunks(channels) {
            rgba.extend_from_slice(&[pixel[0], pixel[1], pixel[2], 255]);
        }
        Picture {
            width: info.width as usize,
            height: info.height as usize,
            rgba,
        }
    }

    fn luminance(&self, x: usize, y: usize) -> u32 {
        let at = (y * self.width + x) * 4;
        let [r, g, b] = [0, 1, 2].map(|i| u32::from(self.rgba[at + i]));
        (299 * r + 587 * g + 114 * b) / 1000
    }

    /// The height in pixels of the first line of text inside the box
    /// `(x, y, w, h)`: from the first row holding a text pixel to the next
    /// row holding none. Text pixels are dark ones on a light ground
    /// (`light_text` false) or light ones on a coloured ground.
    fn first_line_height(
        &self,
        (x, y, w, h): (usize, usize, usize, usize),
        light_text: bool,
    ) -> usize {
        let is_text = |px: usize, py: usize| {
            let l = self.luminance(px, py);
            if light_text { l > 215 } else { l < 90 }
        };
        let row_has_text = |py: usize| (x..(x + w).min(self.width)).any(|px| is_text(px, py));
        let rows = y..(y + h).min(self.height);
        let mut first = None;
        for py in rows {
            match (first, row_has_text(py)) {
                (None, true) => first = Some(py),
                (Some(start), false) => return py - start,
                _ => {}
            }
        }
        first.map_or(0, |start| (y + h).min(self.height) - start)
    }
}
