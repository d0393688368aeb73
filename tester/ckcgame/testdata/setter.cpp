// The setter's solution of CKCGAME (Chaithanya Shyam), copied from the
// problem's editorial (../shared/problems/ckcgame/editorial.txt, section
// "Setter's Solution") for BenchmarkVsSetter only.
//
// The editorial's web page mangled it; the only changes undo that:
// typographic quotes and ellipses back to ASCII, the template arguments the
// HTML ate restored (vector<int>, vector<vi>, vector<vector<vi>>,
// template<typename... Args>, __VA_ARGS__), and the debug macros' names.
// The algorithm, the memo layout and the I/O are the setter's.
#pragma GCC optimize("Ofast")
#pragma GCC target("avx,avx2,fma")

#include <bits/stdc++.h>
using namespace std;

#define pb(x) push_back(x)
#define mp(x,y) make_pair(x,y)
#define all(x) x.begin(), x.end()
#define print(vec,l,r) for(int i = l; i <= r; i++) cout << vec[i] <<" "; cout << endl;
#define input(vec,N) for(int i = 0; i < (N); i++) cin >> vec[i];
#define leftmost_bit(x) (63-__builtin_clzll(x))
#define rightmost_bit(x) __builtin_ctzll(x) // count trailing zeros
#define set_bits(x) __builtin_popcountll(x)
#define pow2(i) (1LL << (i))
#define is_on(x, i) ((x) & pow2(i)) // state of the ith bit in x
#define set_on(x, i) ((x) | pow2(i)) // returns integer x with ith bit on
#define set_off(x, i) ((x) & ~pow2(i)) // returns integer x with ith bit off

#ifdef LOCAL_DEBUG
#define debug(...) logger(#__VA_ARGS__, __VA_ARGS__)
#else
#define debug(...) ;
#endif

mt19937 rng(chrono::steady_clock::now().time_since_epoch().count());
template<typename ...Args>
void logger(string vars, Args&&... values) {
cerr << vars << " = ";
string delim = "";
(..., (cerr << delim << values, delim = ", "));
cerr << endl;
}
typedef long long int ll;
typedef long double ld;

const int MOD = 1e9+7; // 998244353;
const int MX = 2e5+5;
const ll INF = 1e18; // not too close to LLONG_MAX
const ld PI = acos((ld)-1);
const int dx[4] = {1,0,-1,0}, dy[4] = {0,1,0,-1}; // for every grid problem!!

// highly risky #defines
#define int ll // disable when you want to make code a bit faster
#define endl '\n' // disable when dealing with interactive problems
#define pii pair<int,int>
typedef vector<int> vi;

int ax, ay, bx, by;
int N;
vector<vi> vec;
vector<vector<vi>> dp;

// dp[i][j][t] = max number of points Alive can get starting from i,j with t moves already played
int f(int i, int j, int t){
if(dp[i][j][t] != -1) return dp[i][j][t];
if(max(abs(i-bx), abs(j-by)) <= t) return 0; //caught

int ans = 0;
for(int dx = -1; dx <= 1; dx++){
    for(int dy = -1; dy <= 1; dy++){
        if(dx == 0 && dy == 0) continue; // same coordinate

        int nx = i + dx, ny = j + dy;

        if(nx < 0 || nx >= N || ny < 0 || ny >= N) continue; // out of bounds

        ans = max(ans, vec[nx][ny] + f(nx, ny, t+1));
    }
}
return dp[i][j][t] = ans;

}

void solve(){
cin >> N >> ax >> ay >> bx >> by;
ax--;ay--;bx--;by--;

vec.assign(N, vi(N));
for(vi &v: vec) input(v, N);

dp.assign(N, vector<vi>(N, vi(N + 1, -1)));

cout << f(ax, ay, 0) << endl;

}

clock_t startTime;
double getCurrentTime() {
return (double)(clock() - startTime) / CLOCKS_PER_SEC;
}

signed main(){
ios_base::sync_with_stdio(false);
cin.tie(NULL);
startTime = clock();
// mt19937_64 rnd(time(NULL));

int T = 1;
cin >> T;

for(int t = 0; t < T; t++){
    solve();
}


// cerr << "Time taken = " << getCurrentTime() << endl;
return 0;

}
