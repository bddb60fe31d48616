//! The rules a question must keep, checked when a question is read from JSON
//! and before one is stored.

use thiserror::Error;

use crate::model::{Body, Question};

/// Why a question breaks the model's rules.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum ModelError {
    /// The prompt is empty.
    #[error("the question has no prompt")]
    EmptyPrompt,
    /// A choice question has too few choices.
    #[error("a {kind} question needs at least {min} choices, found {found}")]
    TooFewChoices {
        kind: &'static str,
        min: usize,
        found: usize,
    },
    /// A true/false question needs exactly two choices.
    #[error("a true_false question has exactly 2 choices, found {0}")]
    TrueFalseChoices(usize),
    /// A choice has neither text nor image.
    #[error("choice {0} has neither text nor an image")]
    EmptyChoice(usize),
    /// The key is said to be known, but nothing is marked correct.
    #[error("answer_known is true but no answer is marked correct")]
    NoCorrectAnswer,
    /// The key is unknown, yet an answer is marked correct.
    #[error("answer_known is false but an answer is marked correct")]
    KeyWithUnknownAnswer,
    /// A single-answer question marks more than one answer correct.
    #[error("a {0} question has exactly one correct choice")]
    SeveralCorrect(&'static str),
    /// A weight is outside -1..=1 or not a number.
    #[error("weight {0} is outside -1..=1")]
    BadWeight(f64),
    /// A number that must be finite and not negative is not.
    #[error("{field} must be a finite number of at least 0, found {value}")]
    BadNumber { field: &'static str, value: f64 },
    /// An ordering question needs at least two items.
    #[error("an ordering question needs at least 2 items, found {0}")]
    TooFewItems(usize),
}

impl Question {
    /// Checks the question against the model's rules.
    pub fn validate(&self) -> Result<(), ModelError> {
        if self.prompt.trim().is_empty() {
            return Err(ModelError::EmptyPrompt);
        }
        check_non_negative("points", self.points)?;
        match &self.body {
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => self.validate_choices(choices),
            Body::ShortAnswer { accepted, .. } => {
                for answer in accepted {
                    check_weight(answer.weight)?;
                }
                self.check_key(accepted.iter().any(|a| a.weight > 0.0))
            }
            Body::Numeric { answers } => {
                for answer in answers {
                    check_weight(answer.weight)?;
                    check_non_negative("tolerance", answer.tolerance)?;
                    if !answer.value.is_finite() {
                        return Err(ModelError::BadNumber {
                            field: "value",
                            value: answer.value,
                        });
                    }
                }
                self.check_key(answers.iter().any(|a| a.weight > 0.0))
            }
            Body::Matching { pairs } => {
                self.check_key(pairs.iter().any(|p| !p.left.trim().is_empty()))
            }
            Body::Ordering { items } => {
                if items.len() < 2 {
                    return Err(ModelError::TooFewItems(items.len()));
                }
                Ok(())
            }
            Body::Open => Ok(()),
        }
    }

    fn validate_choices(&self, choices: &[crate::model::Choice]) -> Result<(), ModelError> {
        let kind = self.kind().as_str();
        if matches!(self.body, Body::TrueFalse { .. }) {
            if choices.len() != 2 {
                return Err(ModelError::TrueFalseChoices(choices.len()));
            }
        } else if choices.len() < 2 {
            return Err(ModelError::TooFewChoices {
                kind,
                min: 2,
                found: choices.len(),
            });
        }
        for (i, choice) in choices.iter().enumerate() {
            if choice.text.trim().is_empty() && choice.image.is_none() {
                return Err(ModelError::EmptyChoice(i));
            }
            check_weight(choice.weight)?;
        }
        let correct = choices.iter().filter(|c| c.correct).count();
        if matches!(self.body, Body::TrueFalse { .. }) && correct > 1 {
            return Err(ModelError::SeveralCorrect(kind));
        }
        self.check_key(correct > 0)
    }

    /// Known keys must mark something right; unknown keys must mark nothing.
    /// Matching and numeric bodies with no known key keep their content.
    fn check_key(&self, has_key: bool) -> Result<(), ModelError> {
        match (self.answer_known, has_key) {
            (true, false) => Err(ModelError::NoCorrectAnswer),
            (false, true) if self.choices().iter().any(|c| c.correct) => {
                Err(ModelError::KeyWithUnknownAnswer)
            }
            _ => Ok(()),
        }
    }
}

fn check_weight(weight: f64) -> Result<(), ModelError> {
    if weight.is_finite() && (-1.0..=1.0).contains(&weight) {
        Ok(())
    } else {
        Err(ModelError::BadWeight(weight))
    }
}

fn check_non_negative(field: &'static str, value: f64) -> Result<(), ModelError> {
    if value.is_finite() && value >= 0.0 {
        Ok(())
    } else {
        Err(ModelError::BadNumber { field, value })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Body, Choice};

    fn mc(choices: Vec<Choice>) -> Question {
        Question::new("Pick one", Body::MultipleChoice { choices })
    }

    #[test]
    fn a_choice_question_needs_two_choices() {
        let q = mc(vec![Choice::new("only", true)]);
        assert_eq!(
            q.validate(),
            Err(ModelError::TooFewChoices {
                kind: "multiple_choice",
                min: 2,
                found: 1
            })
        );
    }

    #[test]
    fn a_known_key_must_mark_a_choice() {
        let q = mc(vec![Choice::new("a", false), Choice::new("b", false)]);
        assert_eq!(q.validate(), Err(ModelError::NoCorrectAnswer));
    }

    #[test]
    fn an_unknown_key_marks_nothing() {
        let mut q = mc(vec![Choice::new("a", false), Choice::new("b", false)]);
        q.answer_known = false;
        assert_eq!(q.validate(), Ok(()));
        q.body = Body::MultipleChoice {
            choices: vec![Choice::new("a", true), Choice::new("b", false)],
        };
        assert_eq!(q.validate(), Err(ModelError::KeyWithUnknownAnswer));
    }

    #[test]
    fn true_false_has_exactly_two_choices_and_one_key() {
        let q = Question::new("The sky is blue.", Body::true_false(Some(true), "en"));
        assert_eq!(q.validate(), Ok(()));
        let q = Question::new(
            "x",
            Body::TrueFalse {
                choices: vec![Choice::new("True", true), Choice::new("False", true)],
            },
        );
        assert_eq!(q.validate(), Err(ModelError::SeveralCorrect("true_false")));
    }

    #[test]
    fn weights_stay_within_one() {
        let mut choice = Choice::new("a", true);
        choice.weight = 1.5;
        let q = mc(vec![choice, Choice::new("b", false)]);
        assert_eq!(q.validate(), Err(ModelError::BadWeight(1.5)));
    }

    #[test]
    fn empty_prompts_are_refused() {
        let q = Question::new("  ", Body::Open);
        assert_eq!(q.validate(), Err(ModelError::EmptyPrompt));
    }
}
