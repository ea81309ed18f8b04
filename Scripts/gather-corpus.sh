#!/usr/bin/env bash
# Copies the public descriptions listed in Tests/Fixtures/Corpus/sources.tsv, each with its repository's licence,
# from local snapshots of their repositories into DEST (default: ../shared/corpus), byte for byte at the listed
# commit. The copies are data kept beside the repository, not in it; see Tests/Fixtures/Corpus/README.md.
#   Scripts/gather-corpus.sh [DEST] [MIRRORS]   MIRRORS: folders named owner+name/repo (default /work/.mirror)
set -euo pipefail
cd "$(dirname "$0")/.."
dest=${1:-../shared/corpus}
mirrors=${2:-/work/.mirror}
grep -v '^#' Tests/Fixtures/Corpus/sources.tsv | while IFS=$'\t' read -r folder file repo commit path licence tree; do
  git_dir="$mirrors/${repo/\//+}/repo"
  if [ ! -d "$git_dir" ]; then echo "skipped $folder/$file: no snapshot of $repo in $mirrors" >&2; continue; fi
  mkdir -p "$dest/$folder"
  if [ -n "$tree" ]; then
    git --git-dir "$git_dir" archive "$commit" $tree | tar -x -C "$dest/$folder"
  else
    if ! git --git-dir "$git_dir" show "$commit:$path" > "$dest/$folder/$file" 2>/dev/null; then
      echo "skipped $folder/$file: the snapshot of $repo lacks $path at $commit" >&2
      rm -f "$dest/$folder/$file"
      continue
    fi
  fi
  licence_file=$(git --git-dir "$git_dir" ls-tree --name-only "$commit" | grep -iE '^(LICEN[CS]E|COPYING)' | head -1)
  git --git-dir "$git_dir" show "$commit:$licence_file" > "$dest/$folder/LICENSE"
done
echo "corpus in $dest: $(grep -vc '^#' Tests/Fixtures/Corpus/sources.tsv) descriptions listed"
