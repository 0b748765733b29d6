//! The blossom algorithm's structures: labels, blossoms (formed, expanded,
//! augmented through) and augmenting paths, after Edmonds, in the
//! bookkeeping of the classical primal-dual implementation.

use super::*;

impl Matcher {
    pub(super) fn assign_label(&mut self, w: u32, t: u8, p: u32) {
        let b = self.inblossom[w as usize];
        debug_assert!(self.label[w as usize] == 0 && self.label[b as usize] == 0);
        self.label[w as usize] = t;
        self.label[b as usize] = t;
        self.labelend[w as usize] = p;
        self.labelend[b as usize] = p;
        self.root[b as usize] = if p == NONE {
            b
        } else {
            self.root[self.inblossom[self.endpoint[p as usize] as usize] as usize]
        };
        if t == 1 {
            let mut leaves = Vec::new();
            self.leaves(b, &mut leaves);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b as usize];
            let mp = self.mate[base as usize];
            debug_assert!(mp != NONE);
            self.assign_label(self.endpoint[mp as usize], 1, mp ^ 1);
        }
    }

    pub(super) fn scan_blossom(&mut self, mut v: u32, mut w: u32) -> u32 {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v as usize];
            if self.label[b as usize] & 4 != 0 {
                base = self.blossombase[b as usize];
                break;
            }
            debug_assert_eq!(self.label[b as usize], 1);
            path.push(b);
            self.label[b as usize] = 5;
            if self.labelend[b as usize] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b as usize] as usize];
                b = self.inblossom[v as usize];
                debug_assert_eq!(self.label[b as usize], 2);
                v = self.endpoint[self.labelend[b as usize] as usize];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b as usize] = 1;
        }
        base
    }

    pub(super) fn add_blossom(&mut self, base: u32, k: u32) {
        let mut v = self.endpoint[2 * k as usize];
        let mut w = self.endpoint[2 * k as usize + 1];
        let bb = self.inblossom[base as usize];
        let mut bv = self.inblossom[v as usize];
        let mut bw = self.inblossom[w as usize];
        let b = self.unusedblossoms.pop().expect("blossom slots");
        let bu = b as usize;
        self.blossombase[bu] = base;
        self.blossomparent[bu] = NONE;
        self.blossomparent[bb as usize] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv as usize] = b;
            path.push(bv);
            endps.push(self.labelend[bv as usize]);
            v = self.endpoint[self.labelend[bv as usize] as usize];
            bv = self.inblossom[v as usize];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw as usize] = b;
            path.push(bw);
            endps.push(self.labelend[bw as usize] ^ 1);
            w = self.endpoint[self.labelend[bw as usize] as usize];
            bw = self.inblossom[w as usize];
        }
        self.label[bu] = 1;
        self.labelend[bu] = self.labelend[bb as usize];
        self.root[bu] = self.root[bb as usize];
        self.dual[bu] = Wide::ZERO;
        self.blossomchilds[bu] = path;
        self.blossomendps[bu] = endps;
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v as usize] as usize] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v as usize] = b;
        }
    }

    pub(super) fn child_index(&self, b: u32, j: i64) -> usize {
        let len = self.blossomchilds[b as usize].len() as i64;
        (((j % len) + len) % len) as usize
    }

    pub(super) fn expand_blossom(&mut self, b: u32, endstage: bool) {
        let bu = b as usize;
        let childs = self.blossomchilds[bu].clone();
        for &s in &childs {
            self.blossomparent[s as usize] = NONE;
            if (s as usize) < self.nv {
                self.inblossom[s as usize] = s;
            } else if endstage && self.dual[s as usize].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v as usize] = s;
                }
            }
        }
        if !endstage && self.label[bu] == 2 {
            // The children join the blossom's tree.
            for &c in &childs {
                self.root[c as usize] = self.root[bu];
            }
            let entrychild = self.inblossom[self.endpoint[(self.labelend[bu] ^ 1) as usize] as usize];
            let len = childs.len() as i64;
            let mut j = childs.iter().position(|&c| c == entrychild).expect("entry child") as i64;
            let (jstep, endptrick): (i64, u32) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[bu];
            while j != 0 {
                let q = self.blossomendps[bu][self.child_index(b, j - i64::from(endptrick))];
                self.label[self.endpoint[(p ^ 1) as usize] as usize] = 0;
                self.label[self.endpoint[(q ^ endptrick ^ 1) as usize] as usize] = 0;
                self.assign_label(self.endpoint[(p ^ 1) as usize], 2, p);
                self.allow((q / 2) as usize);
                j += jstep;
                p = self.blossomendps[bu][self.child_index(b, j - i64::from(endptrick))] ^ endptrick;
                self.allow((p / 2) as usize);
                j += jstep;
            }
            let bv = childs[self.child_index(b, j)];
            let ep = self.endpoint[(p ^ 1) as usize] as usize;
            self.label[ep] = 2;
            self.label[bv as usize] = 2;
            self.labelend[ep] = p;
            self.labelend[bv as usize] = p;
            j += jstep;
            while childs[self.child_index(b, j)] != entrychild {
                let bv = childs[self.child_index(b, j)];
                if self.label[bv as usize] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v as usize] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    debug_assert_eq!(self.label[v as usize], 2);
                    self.label[v as usize] = 0;
                    let mb = self.mate[self.blossombase[bv as usize] as usize];
                    self.label[self.endpoint[mb as usize] as usize] = 0;
                    self.assign_label(v, 2, self.labelend[v as usize]);
                }
                j += jstep;
            }
            let _ = len;
            for &c in &childs {
                if self.label[c as usize] == 0 {
                    self.note_unlabeled(c);
                }
            }
        }
        self.label[bu] = 0;
        self.labelend[bu] = NONE;
        self.blossomchilds[bu].clear();
        self.blossomendps[bu].clear();
        self.blossombase[bu] = NONE;
        self.root[bu] = NONE;
        self.dual[bu] = Wide::ZERO;
        self.unusedblossoms.push(b);
    }

    pub(super) fn augment_blossom(&mut self, b: u32, v: u32) {
        let mut t = v;
        while self.blossomparent[t as usize] != b {
            t = self.blossomparent[t as usize];
        }
        if t as usize >= self.nv {
            self.augment_blossom(t, v);
        }
        let bu = b as usize;
        let len = self.blossomchilds[bu].len() as i64;
        let i = self.blossomchilds[bu]
            .iter()
            .position(|&c| c == t)
            .expect("child") as i64;
        let mut j = i;
        let (jstep, endptrick): (i64, u32) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t1 = self.blossomchilds[bu][self.child_index(b, j)];
            let p = self.blossomendps[bu][self.child_index(b, j - i64::from(endptrick))] ^ endptrick;
            if t1 as usize >= self.nv {
                self.augment_blossom(t1, self.endpoint[p as usize]);
            }
            j += jstep;
            let t2 = self.blossomchilds[bu][self.child_index(b, j)];
            if t2 as usize >= self.nv {
                self.augment_blossom(t2, self.endpoint[(p ^ 1) as usize]);
            }
            self.mate[self.endpoint[p as usize] as usize] = p ^ 1;
            self.mate[self.endpoint[(p ^ 1) as usize] as usize] = p;
        }
        let iu = i as usize;
        self.blossomchilds[bu].rotate_left(iu);
        self.blossomendps[bu].rotate_left(iu);
        self.blossombase[bu] = self.blossombase[self.blossomchilds[bu][0] as usize];
        debug_assert_eq!(self.blossombase[bu], v);
    }

    pub(super) fn augment_matching(&mut self, k: u32) {
        let v = self.endpoint[2 * k as usize];
        let w = self.endpoint[2 * k as usize + 1];
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let mut s = s0;
            let mut p = p0;
            loop {
                let bs = self.inblossom[s as usize];
                debug_assert_eq!(self.label[bs as usize], 1);
                if bs as usize >= self.nv {
                    self.augment_blossom(bs, s);
                }
                self.mate[s as usize] = p;
                if self.labelend[bs as usize] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs as usize] as usize];
                let bt = self.inblossom[t as usize];
                debug_assert_eq!(self.label[bt as usize], 2);
                s = self.endpoint[self.labelend[bt as usize] as usize];
                let j = self.endpoint[(self.labelend[bt as usize] ^ 1) as usize];
                debug_assert_eq!(self.blossombase[bt as usize], t);
                if bt as usize >= self.nv {
                    self.augment_blossom(bt, j);
                }
                self.mate[j as usize] = self.labelend[bt as usize];
                p = self.labelend[bt as usize] ^ 1;
            }
        }
    }
}
