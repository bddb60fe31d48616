//! Teachers' time zones: the IANA name their browser reports, kept on their
//! account ([`quizforge_store::AccountSettings`]), turns the local times they
//! type into instants and shows stored instants in their own time (with
//! daylight saving time as it will be on that date). Without a zone, UTC.

use jiff::civil::DateTime;
use jiff::tz::TimeZone;
use jiff::{Timestamp, Zoned};
use quizforge_store::{AccountSettings, MAX_TIME_ZONE, UserId};

use crate::AppState;
use crate::i18n::{Lang, text, text_with};

/// The zone of this IANA name, if it is one.
pub fn parse(name: &str) -> Option<TimeZone> {
    let name = name.trim();
    if name.is_empty() || name.len() > MAX_TIME_ZONE {
        return None;
    }
    TimeZone::get(name).ok()
}

/// The teacher's zone as kept on their account (UTC when none or unknown).
pub async fn of_teacher(state: &AppState, teacher: UserId) -> Option<String> {
    state
        .store
        .time_zone(teacher)
        .await
        .ok()
        .flatten()
        .filter(|name| parse(name).is_some())
}

/// Keeps the zone a browser reported, when it is a real zone and differs
/// from the one kept.
pub async fn remember(state: &AppState, teacher: UserId, reported: &str) {
    let reported = reported.trim();
    if parse(reported).is_none() {
        return;
    }
    let kept = state.store.time_zone(teacher).await.ok().flatten();
    if kept.as_deref() != Some(reported)
        && let Err(error) = state.store.set_time_zone(teacher, reported).await
    {
        tracing::warn!(%error, "could not keep a teacher's time zone");
    }
}

/// The time zone a teacher's zone name (if any) names; UTC without one
/// or for a name this build does not know.
pub fn or_utc(zone: Option<&str>) -> TimeZone {
    zone.and_then(parse).unwrap_or(TimeZone::UTC)
}

/// A time typed in a `datetime-local` input (`2026-11-30T09:15`) in `zone`,
/// as Unix seconds. A time that falls in a gap of a change of clocks moves
/// forward; one that happens twice is the first.
pub fn local_to_unix(typed: &str, zone: &TimeZone) -> Option<i64> {
    let civil: DateTime = typed.trim().parse().ok()?;
    Some(civil.to_zoned(zone.clone()).ok()?.timestamp().as_second())
}

/// The end of a day typed in a `date` input (`2026-12-09`) in `zone`: its
/// last minute, 23:59, as Unix seconds (homework due "on Wednesday" may be
/// handed in all Wednesday).
pub fn end_of_day(typed: &str, zone: &TimeZone) -> Option<i64> {
    let date: jiff::civil::Date = typed.trim().parse().ok()?;
    let civil = date.at(23, 59, 0, 0);
    Some(civil.to_zoned(zone.clone()).ok()?.timestamp().as_second())
}

/// The day of a Unix time in `zone`, as a `date` input holds it
/// (`2026-12-09`).
pub fn date_input(unix: i64, zone: &TimeZone) -> String {
    Timestamp::from_second(unix)
        .map(|t| t.to_zoned(zone.clone()).date().to_string())
        .unwrap_or_default()
}

/// A Unix time shown in the teacher's zone and language, `30 Nov 2026,
/// 10:15 CET` (`30 nov. 2026, 10:15 CET` in French); in UTC without a zone.
pub fn show(unix: i64, zone: Option<&str>, lang: Lang) -> String {
    let tz = or_utc(zone);
    let Ok(zoned) = Timestamp::from_second(unix).map(|t| t.to_zoned(tz) as Zoned) else {
        return unix.to_string();
    };
    text_with(
        lang,
        "date-time",
        &[
            ("date", date_in(lang, &zoned).into()),
            ("time", zoned.strftime("%H:%M").to_string().into()),
            ("zone", zoned.strftime("%Z").to_string().into()),
        ],
    )
}

/// A Unix time's day (in UTC), the language's way: `30 Nov 2026`.
pub fn day(unix: i64, lang: Lang) -> String {
    match Timestamp::from_second(unix) {
        Ok(t) => date_in(lang, &t.to_zoned(TimeZone::UTC)),
        Err(_) => unix.to_string(),
    }
}

/// The day of `zoned` in `lang`: its day, month name and year.
fn date_in(lang: Lang, zoned: &Zoned) -> String {
    text_with(
        lang,
        "date",
        &[
            ("day", zoned.day().to_string().into()),
            (
                "month",
                text(lang, &format!("month-{}", zoned.month())).into(),
            ),
            ("year", zoned.year().to_string().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_due_day_ends_at_its_last_minute_in_the_teachers_zone() {
        let paris = parse("Europe/Paris").unwrap();
        // 9 December 2026, 23:59 in Paris (UTC+1) is 22:59 UTC.
        let due = end_of_day("2026-12-09", &paris).unwrap();
        assert_eq!(due, 1_796_857_140);
        assert_eq!(date_input(due, &paris), "2026-12-09");
        // The same instant is already the 10th in Tokyo.
        assert_eq!(date_input(due, &parse("Asia/Tokyo").unwrap()), "2026-12-10");
        assert_eq!(end_of_day("9/12/2026", &paris), None);
        assert_eq!(end_of_day("", &TimeZone::UTC), None);
    }

    #[test]
    fn times_follow_the_zone_and_its_daylight_saving_time() {
        let paris = parse("Europe/Paris").expect("a zone");
        // Winter (UTC+1) and summer (UTC+2) in the same zone.
        assert_eq!(
            local_to_unix("2026-12-10T09:00", &paris),
            Some(1_796_889_600)
        );
        assert_eq!(
            local_to_unix("2026-07-10T09:00", &paris),
            Some(1_783_666_800)
        );
        assert_eq!(
            show(1_796_889_600, Some("Europe/Paris"), Lang::En),
            "10 Dec 2026, 09:00 CET"
        );
        assert_eq!(
            show(1_783_666_800, Some("Europe/Paris"), Lang::En),
            "10 Jul 2026, 09:00 CEST"
        );
        assert_eq!(
            show(1_796_889_600, None, Lang::En),
            "10 Dec 2026, 08:00 UTC"
        );
        assert_eq!(
            show(1_796_889_600, Some("Not/AZone"), Lang::En),
            "10 Dec 2026, 08:00 UTC"
        );
        assert!(parse("").is_none());
        assert!(parse("Europe/Paris; DROP TABLE users").is_none());
        assert_eq!(local_to_unix("tomorrow", &paris), None);
    }

    #[test]
    fn dates_are_written_the_languages_way() {
        let winter = 1_796_889_600;
        let zone = Some("Europe/Paris");
        assert_eq!(show(winter, zone, Lang::Fr), "10 déc. 2026, 09:00 CET");
        assert_eq!(show(winter, zone, Lang::Es), "10 dic. 2026, 09:00 CET");
        assert_eq!(show(winter, zone, Lang::De), "10. Dez. 2026, 09:00 CET");
        assert_eq!(day(winter, Lang::En), "10 Dec 2026");
        assert_eq!(day(0, Lang::En), "1 Jan 1970");
        assert_eq!(day(951_782_400, Lang::Fr), "29 févr. 2000");
        assert_eq!(day(1_780_000_000, Lang::De), "28. Mai 2026");
        for lang in Lang::ALL {
            for month in 1..=12 {
                let name = text(lang, &format!("month-{month}"));
                assert!(!name.contains(crate::i18n::MISSING), "{lang:?} {month}");
            }
        }
    }
}
