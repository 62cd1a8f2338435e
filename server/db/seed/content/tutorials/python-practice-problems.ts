import type { SeedTutorial } from "./types.ts";

const readme = `# Python Interview Practice Problems

Five problems that come up again and again in Python coding interviews, each
with a tested solution and notes on its time and space complexity.

## Files

- \`problems.md\`: the five problems, with examples.
- \`solutions/\`: one module per problem. Run a module to check it:

      python3 solutions/two_sum.py

  Each module ends with assertions; no output means every check passed.

## How to practice

1. Read a problem and solve it on paper or in a plain editor first.
2. Say the brute-force idea and its cost, then improve it.
3. Only then open the solution and compare.

Requires Python 3.9 or newer; no packages needed.
`;

const problems = `# Problems

## 1. Two Sum

Given a list of integers \`nums\` and an integer \`target\`, return the indices
of the two numbers that add up to \`target\`. Exactly one answer exists.

    two_sum([2, 7, 11, 15], 9)  ->  (0, 1)

## 2. Valid Parentheses

Given a string of the characters \`()[]{}\`, decide whether every bracket is
closed by the same kind of bracket, in the right order.

    is_valid("([]{})")  ->  True
    is_valid("(]")      ->  False

## 3. Merge Intervals

Given a list of \`[start, end]\` intervals, merge every overlapping pair and
return the result sorted by start.

    merge([[1, 3], [2, 6], [8, 10], [15, 18]])  ->  [[1, 6], [8, 10], [15, 18]]

## 4. Longest Substring Without Repeating Characters

Return the length of the longest substring of \`s\` with no repeated character.

    longest_unique("abcabcbb")  ->  3   ("abc")

## 5. Group Anagrams

Group the words that are anagrams of each other.

    group_anagrams(["eat", "tea", "tan", "ate", "nat", "bat"])
      ->  [["eat", "tea", "ate"], ["tan", "nat"], ["bat"]]
`;

const twoSum = `"""Two Sum: one pass with a dictionary of the values seen so far.

Time O(n), space O(n). The brute force tries every pair in O(n^2).
"""


def two_sum(nums: list[int], target: int) -> tuple[int, int]:
    seen: dict[int, int] = {}
    for index, value in enumerate(nums):
        wanted = target - value
        if wanted in seen:
            return seen[wanted], index
        seen[value] = index
    raise ValueError("no two numbers add up to the target")


if __name__ == "__main__":
    assert two_sum([2, 7, 11, 15], 9) == (0, 1)
    assert two_sum([3, 2, 4], 6) == (1, 2)
    assert two_sum([3, 3], 6) == (0, 1)
`;

const validParentheses = `"""Valid Parentheses: push opening brackets on a stack, pop on closing ones.

Time O(n), space O(n).
"""

PAIRS = {")": "(", "]": "[", "}": "{"}


def is_valid(text: str) -> bool:
    stack: list[str] = []
    for char in text:
        if char in PAIRS.values():
            stack.append(char)
        elif char in PAIRS:
            if not stack or stack.pop() != PAIRS[char]:
                return False
    return not stack


if __name__ == "__main__":
    assert is_valid("([]{})")
    assert is_valid("")
    assert not is_valid("(]")
    assert not is_valid("([)]")
    assert not is_valid("((")
`;

const mergeIntervals = `"""Merge Intervals: sort by start, then extend the last merged interval.

Time O(n log n) for the sort, space O(n) for the result.
"""


def merge(intervals: list[list[int]]) -> list[list[int]]:
    merged: list[list[int]] = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


if __name__ == "__main__":
    assert merge([[1, 3], [2, 6], [8, 10], [15, 18]]) == [[1, 6], [8, 10], [15, 18]]
    assert merge([[1, 4], [4, 5]]) == [[1, 5]]
    assert merge([]) == []
`;

const longestUnique = `"""Longest substring without repeating characters: a sliding window.

The window [start, index] never holds a repeat; when a character repeats
inside it, start jumps past the earlier occurrence. Time O(n), space O(k)
for k distinct characters.
"""


def longest_unique(text: str) -> int:
    last_seen: dict[str, int] = {}
    start = best = 0
    for index, char in enumerate(text):
        if last_seen.get(char, -1) >= start:
            start = last_seen[char] + 1
        last_seen[char] = index
        best = max(best, index - start + 1)
    return best


if __name__ == "__main__":
    assert longest_unique("abcabcbb") == 3
    assert longest_unique("bbbbb") == 1
    assert longest_unique("pwwkew") == 3
    assert longest_unique("") == 0
`;

const groupAnagrams = `"""Group Anagrams: words with the same sorted letters share a key.

Time O(n * k log k) for n words of length k, space O(n * k).
"""

from collections import defaultdict


def group_anagrams(words: list[str]) -> list[list[str]]:
    groups: defaultdict[str, list[str]] = defaultdict(list)
    for word in words:
        groups["".join(sorted(word))].append(word)
    return list(groups.values())


if __name__ == "__main__":
    assert group_anagrams(["eat", "tea", "tan", "ate", "nat", "bat"]) == [
        ["eat", "tea", "ate"],
        ["tan", "nat"],
        ["bat"],
    ]
    assert group_anagrams([]) == []
`;

export const pythonPracticeProblems: SeedTutorial = {
  slug: "python-interview-practice-problems",
  name: "Python Interview Practice Problems with Solutions",
  siteName: "W3Programmer",
  description: `<p>Five classic coding-interview problems solved in clear, idiomatic Python, each in its own module with assertions you can run: Two Sum, Valid Parentheses, Merge Intervals, Longest Substring Without Repeating Characters and Group Anagrams.</p>
<p>Every solution explains the pattern it uses (hash map, stack, sorting, sliding window) and its time and space complexity, so you can practice explaining your answer as well as writing it.</p>
<p>Requires Python 3.9 or newer and nothing else.</p>`,
  folderName: "python-interview-practice",
  files: [
    { path: "README.md", text: readme },
    { path: "problems.md", text: problems },
    { path: "solutions/two_sum.py", text: twoSum },
    { path: "solutions/valid_parentheses.py", text: validParentheses },
    { path: "solutions/merge_intervals.py", text: mergeIntervals },
    { path: "solutions/longest_unique.py", text: longestUnique },
    { path: "solutions/group_anagrams.py", text: groupAnagrams },
  ],
};
