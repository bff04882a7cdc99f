import ExerciseBook
import ExerciseKit

/// The answers in this folder: each exercise's file conforms `Answers` to the protocol its exercise
/// calls.
enum Answers {}

/// The exercises, each checking the answer in this folder.
package let exercises = exerciseCatalogue(answeredBy: Answers.self)
